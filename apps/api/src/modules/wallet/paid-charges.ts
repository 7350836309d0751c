import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';
import { escrowRepository } from './escrow-repository.ts';
import type { PaidCharges } from './provider-refunds.ts';

/** What of an order tells which charges paid it. */
export interface PaidOrder {
  merchantId: string;
  id: string;
  totalPrice: number;
  depositAmount: number | null;
  balanceReference: string | null;
  paymentStatus: string;
}

/**
 * The charges that paid an order — its first checkout (the hold's reference: the deposit of a deposit
 * order, else the whole total) and, once paid, the checkout of the rest — and how much of them its
 * refunds to the buyer's card have given back so far.
 */
export async function paidChargesOf(tx: Executor, order: PaidOrder): Promise<PaidCharges | undefined> {
  const hold = await escrowRepository.findByOrder(tx, order.merchantId, order.id);
  if (!hold) return undefined;
  const restPaid =
    order.depositAmount !== null &&
    order.balanceReference !== null &&
    order.paymentStatus !== 'partially_paid';
  const charges = [{ reference: hold.reference, amount: order.depositAmount ?? order.totalPrice }];
  if (restPaid)
    charges.push({ reference: order.balanceReference!, amount: order.totalPrice - order.depositAmount! });
  const [row] = await tx
    .select({ refunded: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.merchantId, order.merchantId),
        eq(refunds.orderId, order.id),
        eq(refunds.destination, 'original_payment'),
      ),
    );
  return { charges, refunded: Number(row!.refunded) };
}
