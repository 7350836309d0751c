import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import type { OrderRow } from '../orders/index.ts';
import { emitEvent } from '../webhooks/index.ts';
import { refundRepository } from './refund-repository.ts';

/** Records a refund of an order, and its `refund.created` event, in the caller's transaction. */
export async function insertRefund(tx: Executor, row: Parameters<typeof refundRepository.insertRefund>[1]) {
  await refundRepository.insertRefund(tx, row);
  await emitEvent(tx, row.merchantId, 'refund.created', {
    id: row.id,
    orderId: row.orderId,
    amount: row.amount,
    currency: row.currency,
    destination: row.destination,
    reason: row.reason,
  });
}

/** An order's timeline entries for the modules that change orders on the buyer's behalf (the booking page). */
export const addOrderTimeline = refundRepository.addTimeline;

/**
 * Records the refund of what was left of an order's payment when another path moved the money — the
 * merchant's cancel, whose escrow goes back to the buyer's card (`refundEscrow`): the order's refunded
 * sum (its payment status is the caller's to set), the refund (queued for the buyer's email like every
 * refund) and its timeline entry, in the caller's transaction. Nothing when nothing was left to refund.
 */
export async function recordSettledRefund(
  tx: Executor,
  order: Pick<OrderRow, 'merchantId' | 'id' | 'currency'>,
  settled: { amount: number; reason: string; ledgerTransactionId: string },
) {
  const { amount } = settled;
  if (amount <= 0) return;
  await refundRepository.addSettledRefund(tx, order.merchantId, order.id, amount);
  await insertRefund(tx, {
    merchantId: order.merchantId,
    id: newId(),
    orderId: order.id,
    amount,
    currency: order.currency,
    destination: 'original_payment',
    source: 'escrow',
    reason: settled.reason,
    restocked: false,
    ledgerTransactionId: settled.ledgerTransactionId,
  });
  await refundRepository.addTimeline(tx, order.merchantId, order.id, {
    kind: 'refund',
    note: settled.reason,
    amount,
  });
}
