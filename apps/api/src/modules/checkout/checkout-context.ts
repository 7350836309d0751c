import type { OrderPayment } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { fromMerchant, type MerchantMailDeps, reserveReceipt } from '../merchant-mail/index.ts';
import { announceSale, type OrderPaymentContext } from '../order-payments/index.ts';
import { type OrderRow, publishOrderUpdated } from '../orders/index.ts';
import { naira } from '../../lib/money-text.ts';
import { checkoutRepository } from './checkout-repository.ts';

export interface CheckoutContext extends OrderPaymentContext {
  mailer: Mailer;
  /** The receipt is an email to someone other than the store's owner: counted against the platform ceiling. */
  mail: MerchantMailDeps;
  /** How long an unpaid order holds its stock or slot (CHECKOUT_RESERVATION_MINUTES). */
  reservationMinutes: number;
}

/** Adds a buyer to the merchant's customers; a returning buyer is only marked as recent again. */
export const recordBuyer = checkoutRepository.recordCustomer;

/**
 * What every new order brings, in the order's transaction: the buyer in the merchant's customers and an
 * 'order.updated' event for their open dashboards. The merchant is notified of the sale when it is paid
 * (at once for an order with nothing to pay).
 */
export async function recordPlacedOrder(tx: Executor, order: OrderRow) {
  await recordBuyer(tx, order.merchantId, {
    name: order.deliveryName,
    email: order.email,
    phone: order.phone,
  });
  await publishOrderUpdated(tx, order, true);
  if (order.paymentStatus === 'paid') await announceSale(tx, order);
}

const clock = (at: Date) => at.toISOString().slice(11, 16);

/**
 * The buyer's receipt, once the order is committed; a mail failure never undoes an order. No receipt goes
 * out for a store whose owner has not verified their email; no ceiling drops a receipt.
 */
export async function sendReceipt(
  ctx: CheckoutContext,
  order: OrderRow,
  storeName: string,
  lines: string[],
  payment: OrderPayment | null,
) {
  const text = [
    `Hello ${order.deliveryName},`,
    '',
    `${storeName} has received your order ${order.orderReference}:`,
    ...lines.map((line) => `  - ${line}`),
  ];
  if (order.deliveryPrice > 0) text.push(`Delivery: ${naira(order.deliveryPrice)}`);
  text.push(`Total: ${naira(order.totalPrice)}`);
  if (payment) {
    const due = new Date(payment.expiresAt);
    text.push(
      '',
      `Pay here: ${payment.authorizationUrl}`,
      `Your order is held for you until ${clock(due)} UTC on ${due.toISOString().slice(0, 10)}; unpaid, it is cancelled then.`,
    );
  }
  try {
    const outcome = await reserveReceipt(ctx.db, ctx.mail, order.merchantId, order.email);
    if (outcome !== 'reserved') {
      ctx.log.warn({ orderId: order.id, reason: outcome }, 'order receipt not sent');
      return;
    }
    await ctx.mailer.send(
      fromMerchant(storeName, {
        to: order.email,
        subject: `Your order ${order.orderReference}`,
        text: text.join('\n'),
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'order receipt not sent');
  }
}
