import type { Executor } from '../../db/client.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { orderItemsOf, type OrderRow } from '../orders/index.ts';
import type { ReceiptInput } from '../receipts/index.ts';

/**
 * The receipt of an order's charge: its items (a booking's service is its item) and the delivery; or, for
 * one part of an order paid in two (a deposit, then the balance), that part as its one line.
 */
export async function orderReceipt(
  tx: Executor,
  order: OrderRow,
  charge: VerifiedTransaction,
  part?: 'Deposit' | 'Balance',
): Promise<ReceiptInput> {
  const items = part ? [] : await orderItemsOf(tx, order.merchantId, [order.id]);
  const lines = items.map((i) => ({ name: i.name, quantity: i.quantity, unitMinor: i.price }));
  if (!part && order.deliveryPrice > 0)
    lines.push({ name: 'Delivery', quantity: 1, unitMinor: order.deliveryPrice });
  if (lines.length === 0)
    lines.push({
      name: part ? `${part} for order ${order.orderReference}` : `Order ${order.orderReference}`,
      quantity: 1,
      unitMinor: charge.amount,
    });
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
