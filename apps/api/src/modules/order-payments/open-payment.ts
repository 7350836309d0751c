import {
  type OrderPayment,
  type OrderPaymentStatus,
  orderPaymentMessages,
  walletCurrencies,
  type WalletCurrency,
} from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { firstPaymentMinor, type OrderRow } from '../orders/index.ts';
import { ensureWallet, insertEscrow, paymentReference, providerFailure } from '../wallet/index.ts';
import { ORDER_PAYMENT_PURPOSE, type OrderPaymentContext } from './order-payment-context.ts';
import { expireOrder } from './order-stock.ts';

/** The payment columns of a new order: due within the reservation time, or paid at once when free. */
export function initialPayment(
  totalPrice: number,
  now: Date,
  reservationMinutes: number,
): { paymentStatus: OrderPaymentStatus; paymentDueAt: Date | null; paidAt: Date | null } {
  return totalPrice > 0
    ? {
        paymentStatus: 'awaiting_payment',
        paymentDueAt: new Date(now.getTime() + reservationMinutes * 60_000),
        paidAt: null,
      }
    : { paymentStatus: 'paid', paymentDueAt: null, paidAt: now };
}

const isWalletCurrency = (code: string): code is WalletCurrency =>
  (walletCurrencies as readonly string[]).includes(code);

/**
 * After the order is committed: opens the buyer's checkout at the payment provider (outside the order's
 * transaction, so no product row stays locked during the call) and the order's escrow hold. When the
 * provider cannot open it, the order is expired at once — its stock released — and the buyer is told
 * nothing was charged (503, or 422 for a currency cards cannot pay). Null when nothing is to be paid.
 */
export async function openOrderPayment(
  ctx: OrderPaymentContext,
  order: OrderRow,
): Promise<OrderPayment | null> {
  if (order.paymentStatus !== 'awaiting_payment') return null;
  const reference = paymentReference('ord');
  const fail = async (error: unknown) => {
    await ctx.db.transaction((tx) => expireOrder(tx, order));
    return providerFailure(
      error,
      { unsupported_currency: orderPaymentMessages.unsupportedCurrency },
      orderPaymentMessages.paymentUnavailable,
    );
  };
  const currency = order.currency;
  // A deposit order's first checkout asks the deposit; the rest is a checkout of its own (balance-payment.ts).
  const amount = firstPaymentMinor(order);
  if (!isWalletCurrency(currency))
    throw await fail(new AppError('UNPROCESSABLE', orderPaymentMessages.unsupportedCurrency));
  const checkout = await ctx.payments
    .initializeTransaction({
      email: order.email,
      amount,
      currency,
      reference,
      metadata: {
        merchantId: order.merchantId,
        purpose: ORDER_PAYMENT_PURPOSE,
        orderId: order.id,
        orderReference: order.orderReference,
      },
    })
    .catch(async (error: unknown) => Promise.reject(await fail(error)));
  await ctx.db.transaction(async (tx) => {
    await insertEscrow(tx, {
      merchantId: order.merchantId,
      orderId: order.id,
      orderType: order.type,
      orderReference: order.orderReference,
      reference,
      amount,
      currency,
      customerEmail: order.email,
      authorizationUrl: checkout.authorizationUrl,
    });
    // The wallet of the order's currency shows the money pending in escrow from the start.
    await ensureWallet(tx, order.merchantId, currency);
  });
  return {
    reference,
    authorizationUrl: checkout.authorizationUrl,
    expiresAt: order.paymentDueAt!.toISOString(),
  };
}
