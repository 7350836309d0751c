import { type OfflineMethod, refundMessages, type WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { postTransaction } from '../wallet/index.ts';
import { OFFLINE_ACCOUNTS } from './offline-accounts.ts';

/**
 * A refund of a sale paid in person goes back the way it came — the merchant hands the money back — so
 * it moves no wallet, escrow or provider money: one ledger transaction reverses that much of the sale
 * between `sales:offline` and `offline:<method>` (decision 039). Store credit is for card payments only.
 */
export async function postOfflineRefund(
  tx: Executor,
  order: { merchantId: string; orderReference: string; offlineMethod: string | null; currency: string },
  refund: { amount: number; destination: string; reason: string; reference: string },
) {
  if (refund.destination !== 'original_payment') throw unprocessable(refundMessages.offlineInPerson);
  const currency = order.currency as WalletCurrency;
  const transactionId = newId();
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
