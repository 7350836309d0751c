import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { fromMerchant } from '../merchant-mail/merchant-mail.ts';
import { notify } from '../notifications/notification-service.ts';
import { naira, orderLink, publishOrderUpdated } from '../orders/order-events.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { checkoutRepository } from './checkout-repository.ts';

export interface CheckoutContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * What every new order brings, in the order's transaction: the buyer in the merchant's customers, a
 * notification for the merchant and an 'order.updated' event for their open dashboards.
 */
export async function recordPlacedOrder(tx: Executor, order: OrderRow, summary: string) {
  await checkoutRepository.recordCustomer(tx, order.merchantId, {
    name: order.deliveryName,
    email: order.email,
    phone: order.phone,
  });
  await notify(tx, order.merchantId, {
    type: 'order.placed',
    title: order.type === 'PRODUCT' ? 'New order' : 'New booking',
    body: `${order.deliveryName} ${summary} — ${naira(order.totalPrice)} (${order.orderReference})`,
    link: orderLink(order),
  });
  await publishOrderUpdated(tx, order);
}

/** The buyer's receipt, once the order is committed; a mail failure never undoes an order. */
export async function sendReceipt(ctx: CheckoutContext, order: OrderRow, storeName: string, lines: string[]) {
  const text = [
    `Hello ${order.deliveryName},`,
    '',
    `${storeName} has received your order ${order.orderReference}:`,
    ...lines.map((line) => `  - ${line}`),
  ];
  if (order.deliveryPrice > 0) text.push(`Delivery: ${naira(order.deliveryPrice)}`);
  text.push(`Total: ${naira(order.totalPrice)}`);
  await ctx.mailer
    .send(fromMerchant(storeName, { to: order.email, subject: `Your order ${order.orderReference}`, text: text.join('\n') }))
    .catch((error: unknown) => ctx.log.error({ err: error, orderId: order.id }, 'order receipt not sent'));
}
