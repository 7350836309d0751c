import type { OrderRow } from './order-repository.ts';

/**
 * What the buyer has still to pay, in minor units: the amount the open checkout asks (the deposit of a
 * deposit order, else the total), the rest once a deposit is paid, nothing once paid or called off.
 */
export function balanceDueMinor(
  order: Pick<OrderRow, 'paymentStatus' | 'totalPrice' | 'depositAmount'>,
): number {
  if (order.paymentStatus === 'awaiting_payment') return order.totalPrice;
  if (order.paymentStatus === 'partially_paid') return order.totalPrice - (order.depositAmount ?? 0);
  return 0;
}

/** The amount the order's first checkout charges: its deposit, or the whole total. */
export const firstPaymentMinor = (order: Pick<OrderRow, 'totalPrice' | 'depositAmount'>) =>
  order.depositAmount ?? order.totalPrice;
