import type { WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import { escrowRepository } from './escrow-repository.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { type PaidCharges, refundCharges, refundNote } from './provider-refunds.ts';

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

/** Where a refund's money goes: the provider's account and back to the card, or the buyer's store credit. */
export interface RefundTo {
  merchantId: string;
  /** The account it comes out of: escrow or the wallet (postTransaction's guard keeps it above zero). */
  from: string;
  amount: number;
  currency: WalletCurrency;
  destination: 'original_payment' | 'store_credit';
  buyerEmail: string;
  reason: string;
  reference: string;
  description: string;
  /** The charges the card refund goes back across. */
  paid: PaidCharges;
  transactionId?: string;
}

/**
 * The one balanced ledger transaction of a refund (kind `refund`), then — last, so a refusal throws and
 * rolls everything back — the provider's refund across the charges that paid it, for a refund to the card.
 */
export async function postRefundMove(
  payments: Pick<PaymentsProvider, 'name' | 'refundTransaction' | 'refundsOf'>,
  tx: Executor,
  move: RefundTo,
) {
  const { amount, currency } = move;
  const to =
    move.destination === 'store_credit'
      ? ACCOUNTS.storeCredit(move.buyerEmail)
      : ACCOUNTS.provider(payments.name);
  const { id, balances } = await postTransaction(tx, move.merchantId, {
    ...(move.transactionId ? { id: move.transactionId } : {}),
    kind: 'refund',
    reference: move.reference,
    description: move.description,
    postings: [
      { account: move.from, currency, amount: -amount },
      { account: to, currency, amount },
    ],
  });
  if (move.destination === 'original_payment')
    await refundCharges(payments, move.paid, amount, refundNote(move.reference, move.reason));
  return { transactionId: id, balance: balances.get(currency) };
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
  payments: Pick<PaymentsProvider, 'name' | 'refundTransaction' | 'refundsOf'>,
  tx: Executor,
  move: RefundMove,
): Promise<RefundPosted> {
  const { merchantId, orderId, amount } = move;
  const transactionId = newId();
  const fromEscrow = await escrowRepository.takeRefund(tx, merchantId, orderId, amount, transactionId);
  const hold = fromEscrow ?? (await escrowRepository.findByOrder(tx, merchantId, orderId));
  if (!hold || (!fromEscrow && hold.status !== 'released'))
    throw new Error(`refund of order ${orderId}: no paid hold to refund from`);
  const { balance } = await postRefundMove(payments, tx, {
    ...move,
    transactionId,
    from: fromEscrow ? ACCOUNTS.escrow : ACCOUNTS.wallet,
    description: `Refund to the buyer of order ${move.orderReference}${
      move.destination === 'store_credit' ? ' as store credit' : ''
    }: ${move.reason}`,
    paid: move.paid ?? { charges: [{ reference: hold.reference, amount: hold.amount }], refunded: 0 },
  });
  return { source: fromEscrow ? 'escrow' : 'wallet', transactionId, balance };
}
