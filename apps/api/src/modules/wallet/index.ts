// What other modules may use of wallet; everything else in the folder is its own.
export { addToEscrow } from './escrow-balance.ts';
export { fundEscrow, refundEscrow, releaseDueEscrows, releaseEscrow } from './escrow-ledger.ts';
export {
  ensureWallet,
  findEscrowByOrder,
  findEscrowByReference,
  findEscrowsByOrders,
  insertEscrow,
  moveEscrow,
  setEscrowReleaseAt,
} from './escrow-records.ts';
export type { EscrowRow } from './escrow-repository.ts';
export { ACCOUNTS, postTransaction } from './ledger.ts';
export { checkLedger, type LedgerCheck } from './ledger-check.ts';
export { onlyProviderFailure, providerFailure, refundFailure } from './payment-errors.ts';
export { paymentReference } from './topup-service.ts';
export { cancelHeldPayout, listPayouts, releaseHeldPayout } from './payout-hold.ts';
export { type PayoutRow } from './payout-repository.ts';
export { ownerMail } from './wallet-mail.ts';
export { postRefund, postRefundMove, type RefundMove } from './refund-ledger.ts';
export { spendStoreCredit, storeCreditOf } from './store-credit.ts';
export type { Charge, PaidCharges } from './provider-refunds.ts';
export { refundedAt, refundIdOfNote, refundWholeCharge } from './provider-refunds.ts';
export { paidChargesOf } from './paid-charges.ts';
export { sendOutcome } from './route-helpers.ts';
