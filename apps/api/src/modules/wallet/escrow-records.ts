import { escrowRepository } from './escrow-repository.ts';
import { ledgerRepository } from './ledger-repository.ts';

/*
 * The escrow holds of orders, for the order-payment flow (open, charge, deliver, expire, restock) and the
 * order screens; money moves only through escrow-ledger.ts.
 */
export const insertEscrow = escrowRepository.insert;
export const findEscrowByOrder = escrowRepository.findByOrder;
export const findEscrowsByOrders = escrowRepository.findByOrders;
export const findEscrowByReference = escrowRepository.findByReference;
export const moveEscrow = escrowRepository.move;
export const setEscrowReleaseAt = escrowRepository.setReleaseAt;
/** Creates the merchant's wallet row when it has none yet. */
export const ensureWallet = ledgerRepository.ensureWallet;
