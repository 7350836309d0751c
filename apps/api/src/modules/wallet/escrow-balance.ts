import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escrowHolds } from '../../db/schema/index.ts';
import type { PaymentsProvider, VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import type { EscrowRow } from './escrow-repository.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';

/**
 * The rest of a deposit order is paid (decision 039): the order's held escrow grows by the charge, in a
 * ledger transaction of its own (provider → escrow, under the charge's reference, so the ledger's unique
 * index refuses a second posting of it). The hold is then released or refunded whole, as one. Undefined
 * when nothing of the order is held.
 */
export async function addToEscrow(
  payments: Pick<PaymentsProvider, 'name'>,
  tx: Executor,
  order: { merchantId: string; id: string },
  charge: VerifiedTransaction,
): Promise<EscrowRow | undefined> {
  const [row] = await tx
    .update(escrowHolds)
    .set({ amount: sql`${escrowHolds.amount} + ${charge.amount}`, updatedAt: new Date() })
    .where(
      and(
        eq(escrowHolds.merchantId, order.merchantId),
        eq(escrowHolds.orderId, order.id),
        eq(escrowHolds.status, 'held'),
      ),
    )
    .returning();
  if (!row) return undefined;
  if (row.currency !== charge.currency)
    throw new Error(`escrow ${row.reference}: balance paid in ${charge.currency}, held in ${row.currency}`);
  await postTransaction(tx, order.merchantId, {
    kind: 'escrow_hold',
    reference: charge.reference,
    description: `Balance of order ${row.orderReference ?? order.id} held in escrow`,
    ...(charge.paidAt ? { at: charge.paidAt } : {}),
    postings: [
      { account: ACCOUNTS.provider(payments.name), currency: row.currency, amount: -charge.amount },
      { account: ACCOUNTS.escrow, currency: row.currency, amount: charge.amount },
    ],
  });
  return row;
}
