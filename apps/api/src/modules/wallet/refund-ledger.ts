import type { WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import { escrowRepository } from './escrow-repository.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { type PaidCharges, refundCharges } from './provider-refunds.ts';

export interface RefundMove {
  merchantId: string;
  orderId: string;
  orderReference: string;
  /** Minor units, above 0. */
  amount: number;
  currency: WalletCurrency;
  destination: 'original_payment' | 'store_credit';
  buyerEmail: string;
  reason: string;
  /** The refund's own id: the ledger transaction's reference. */
  reference: string;
  /** The charges that paid the order, for a refund to the buyer's card; default: the hold's one charge. */
  paid?: PaidCharges;
}

export interface RefundPosted {
  source: 'escrow' | 'wallet';
  transactionId: string;
  /** The wallet's balance after the refund, when it came from the wallet. */
  balance: number | undefined;
}

/**
 * One refund of a paid order as ONE balanced ledger transaction, in the caller's database transaction
 * (decision 038). While the buyer's payment is held it comes out of escrow (the hold keeps what refunds
 * took, so a release moves only the rest); once released it comes out of the wallet under the ledger lock
 * and the wallet's guarded UPDATE that withdrawals take (postTransaction: 422 below zero). It goes to the
 * provider's account and back to the buyer's card through the provider's refund API — called last, so a
 * refusal there throws and rolls everything back — or to the buyer's store credit account.
 */
export async function postRefund(
  payments: Pick<PaymentsProvider, 'name' | 'refundTransaction'>,
  tx: Executor,
  move: RefundMove,
): Promise<RefundPosted> {
  const { merchantId, orderId, amount, currency } = move;
  const transactionId = newId();
  const fromEscrow = await escrowRepository.takeRefund(tx, merchantId, orderId, amount, transactionId);
  const hold = fromEscrow ?? (await escrowRepository.findByOrder(tx, merchantId, orderId));
  if (!hold || (!fromEscrow && hold.status !== 'released'))
    throw new Error(`refund of order ${orderId}: no paid hold to refund from`);
  const from = fromEscrow ? ACCOUNTS.escrow : ACCOUNTS.wallet;
  const to =
    move.destination === 'store_credit'
      ? ACCOUNTS.storeCredit(move.buyerEmail)
      : ACCOUNTS.provider(payments.name);
  const { balances } = await postTransaction(tx, merchantId, {
    id: transactionId,
    kind: 'refund',
    reference: move.reference,
    description: `Refund to the buyer of order ${move.orderReference}${
      move.destination === 'store_credit' ? ' as store credit' : ''
    }: ${move.reason}`,
    postings: [
      { account: from, currency, amount: -amount },
      { account: to, currency, amount },
    ],
  });
  if (move.destination === 'original_payment') {
    const paid = move.paid ?? { charges: [{ reference: hold.reference, amount: hold.amount }], refunded: 0 };
    await refundCharges(payments, paid, amount, move.reason);
  }
  return { source: fromEscrow ? 'escrow' : 'wallet', transactionId, balance: balances.get(currency) };
}
