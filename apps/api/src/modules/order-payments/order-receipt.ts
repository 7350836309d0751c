import type { Executor } from '../../db/client.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { orderItemsOf, type OrderRow } from '../orders/index.ts';
import type { ReceiptInput } from '../receipts/index.ts';

/** The receipt of an order's charge: its items (a booking's service is its item) and the delivery. */
export async function orderReceipt(
  tx: Executor,
  order: OrderRow,
  charge: VerifiedTransaction,
): Promise<ReceiptInput> {
  const items = await orderItemsOf(tx, order.merchantId, [order.id]);
  const lines = items.map((i) => ({ name: i.name, quantity: i.quantity, unitMinor: i.price }));
  if (order.deliveryPrice > 0) lines.push({ name: 'Delivery', quantity: 1, unitMinor: order.deliveryPrice });
  if (lines.length === 0)
    lines.push({ name: `Order ${order.orderReference}`, quantity: 1, unitMinor: charge.amount });
  return {
    merchantId: order.merchantId,
    paymentReference: charge.reference,
    orderId: order.id,
    buyerName: order.deliveryName,
    buyerEmail: order.email,
    description: `Order ${order.orderReference}`,
    lines,
    amountMinor: charge.amount,
    currency: charge.currency,
    paidAt: charge.paidAt ?? new Date(),
  };
}
