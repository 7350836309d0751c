import { type OfflineMethod, refundMessages, type WalletCurrency } from '@oja/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { naira } from '../../lib/money-text.ts';
import { ACCOUNTS, postTransaction } from '../wallet/index.ts';
import { OFFLINE_ACCOUNTS } from './offline-accounts.ts';

interface OfflineOrder {
  merchantId: string;
  id: string;
  orderReference: string;
  offlineMethod: string | null;
  currency: string;
  totalPrice: number;
  email: string;
}

/**
 * How an offline sale was paid and what of each part its earlier refunds took: `credit` is what came from
 * the buyer's store credit (the wallet side of the credit spent on the sale, decision 045), the rest was
 * paid in person.
 */
async function paidPartsOf(tx: Executor, order: OfflineOrder) {
  const { rows } = await tx.execute<{
    credit: string;
    refunded_in_person: string;
    refunded_as_credit: string;
  }>(
    sql`SELECT
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e
        JOIN ledger_transactions t ON t.merchant_id = e.merchant_id AND t.id = e.transaction_id
        WHERE t.merchant_id = ${order.merchantId} AND t.kind = 'offline_sale'
          AND t.reference = ${order.orderReference} AND e.account = ${ACCOUNTS.wallet}) AS credit,
      (SELECT coalesce(sum(amount) FILTER (WHERE destination = 'original_payment'), 0) FROM refunds
        WHERE merchant_id = ${order.merchantId} AND order_id = ${order.id}) AS refunded_in_person,
      (SELECT coalesce(sum(amount) FILTER (WHERE destination = 'store_credit'), 0) FROM refunds
        WHERE merchant_id = ${order.merchantId} AND order_id = ${order.id}) AS refunded_as_credit`,
  );
  const row = rows[0]!;
  const credit = Number(row.credit);
  return {
    inPersonLeft: order.totalPrice - credit - Number(row.refunded_in_person),
    creditLeft: credit - Number(row.refunded_as_credit),
  };
}

/**
 * A refund of a sale paid in person goes back the way it came (decision 039): what was paid in person is
 * handed back in person — one ledger transaction reversing that much of the sale between `sales:offline`
 * and `offline:<method>`, no wallet, escrow or provider money — and what was paid from the buyer's store
 * credit goes back to that credit, out of the wallet it went to (under the wallet's guard). Each part is
 * refunded at most as far as it was paid, so a cash refund never hands back money that never came in cash.
 */
export async function postOfflineRefund(
  tx: Executor,
  order: OfflineOrder,
  refund: { amount: number; destination: string; reason: string; reference: string },
) {
  const { inPersonLeft, creditLeft } = await paidPartsOf(tx, order);
  const currency = order.currency as WalletCurrency;
  const transactionId = newId();
  if (refund.destination === 'store_credit') {
    if (creditLeft <= 0) throw unprocessable(refundMessages.offlineInPerson);
    if (refund.amount > creditLeft)
      throw unprocessable(refundMessages.offlinePaidByCredit(naira(creditLeft)));
    const { balances } = await postTransaction(tx, order.merchantId, {
      id: transactionId,
      kind: 'refund',
      reference: refund.reference,
      description: `Refund as store credit of offline sale ${order.orderReference}: ${refund.reason}`,
      postings: [
        { account: ACCOUNTS.wallet, currency, amount: -refund.amount },
        { account: ACCOUNTS.storeCredit(order.email), currency, amount: refund.amount },
      ],
    });
    return { source: 'wallet' as const, transactionId, balance: balances.get(currency) };
  }
  if (refund.amount > inPersonLeft)
    throw unprocessable(refundMessages.offlinePaidInPerson(naira(Math.max(0, inPersonLeft))));
  await postTransaction(tx, order.merchantId, {
    id: transactionId,
    kind: 'refund',
    reference: refund.reference,
    description: `Refund in person of offline sale ${order.orderReference}: ${refund.reason}`,
    postings: [
      { account: OFFLINE_ACCOUNTS.sales, currency, amount: refund.amount },
      {
        account: OFFLINE_ACCOUNTS.received(order.offlineMethod as OfflineMethod),
        currency,
        amount: -refund.amount,
      },
    ],
  });
  return { source: 'offline' as const, transactionId, balance: undefined };
}
