import { fromMinor, type OrderRefunds } from '@oja/contracts';
import type { OrderRow } from '../orders/index.ts';
import type { ReturnRow, TimelineRow } from './refund-repository.ts';

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

export function toOrderRefunds(order: OrderRow, timeline: TimelineRow[], returns: ReturnRow[]): OrderRefunds {
  const paid = REFUNDABLE.has(order.paymentStatus) || order.paymentStatus === 'refunded';
  return {
    currency: order.currency,
    paid: paid ? fromMinor(order.totalPrice) : 0,
    refunded: fromMinor(order.refundedAmount),
    refundable: REFUNDABLE.has(order.paymentStatus) ? fromMinor(order.totalPrice - order.refundedAmount) : 0,
    timeline: timeline.map((t) => ({
      id: t.id,
      kind: t.kind,
      note: t.note,
      amount: t.amount === null ? null : fromMinor(t.amount),
      createdAt: t.createdAt.toISOString(),
    })),
    returns: returns.map((r) => ({
      id: r.id,
      reason: r.reason,
      items: r.items,
      status: r.status,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
