import { type BalancePayment, fromMinor, orderPaymentMessages, salesMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import {
  balanceDueMinor,
  findOrder,
  lockMerchantOrders,
  orderNotFound,
  publishOrderUpdated,
} from '../orders/index.ts';
import { addToEscrow, paymentReference, providerFailure, releaseEscrow } from '../wallet/index.ts';
import { announceSale, type ChargeOutcome } from './order-charge.ts';
import { ORDER_PAYMENT_PURPOSE, type OrderPaymentContext } from './order-payment-context.ts';
import { orderPaymentRepository } from './order-payment-repository.ts';
import { issueReceipt } from '../receipts/index.ts';
import { orderReceipt } from './order-receipt.ts';

/** Metadata `part` of the provider checkout for the rest of a deposit order. */
const BALANCE_PART = 'balance';

/**
 * POST /v1/order/{id}/balance-payment, in the caller's transaction: the buyer's checkout for the rest of
 * a deposit order whose deposit is paid (decision 039). Opened once: asked again, it answers the same
 * checkout, so a link already sent to the buyer stays the one to pay. 409 for an order with no balance.
 */
export async function openBalancePayment(
  ctx: OrderPaymentContext,
  tx: Executor,
  merchantId: string,
  id: string,
): Promise<BalancePayment> {
  if (!isUuid(id)) throw orderNotFound();
  await lockMerchantOrders(tx, merchantId);
  const order = await findOrder(tx, merchantId, id, true);
  if (!order) throw orderNotFound();
  if (order.paymentStatus !== 'partially_paid') throw conflict(salesMessages.notPartiallyPaid);
  const open = (reference: string, authorizationUrl: string) => ({
    reference,
    authorizationUrl,
    balanceDue: fromMinor(balanceDueMinor(order)),
  });
  if (order.balanceReference && order.balanceUrl) return open(order.balanceReference, order.balanceUrl);
  const reference = paymentReference('ord');
  const checkout = await ctx.payments
    .initializeTransaction({
      email: order.email,
      amount: balanceDueMinor(order),
      currency: order.currency,
      reference,
      metadata: {
        merchantId,
        purpose: ORDER_PAYMENT_PURPOSE,
        part: BALANCE_PART,
        orderId: order.id,
        orderReference: order.orderReference,
      },
    })
    .catch((error: unknown) => {
      throw providerFailure(error, {}, orderPaymentMessages.paymentUnavailable);
    });
  const saved = await orderPaymentRepository.setBalanceCheckout(tx, merchantId, id, {
    reference,
    authorizationUrl: checkout.authorizationUrl,
  });
  await publishOrderUpdated(tx, saved!);
  return open(reference, checkout.authorizationUrl);
}

/** Whether a confirmed charge is the rest of a deposit order (its checkout says so in its metadata). */
export const isBalanceCharge = (charge: VerifiedTransaction) => charge.metadata.part === BALANCE_PART;

/**
 * The rest of a deposit order is paid: under the merchant's order lock and the order's row lock, the
 * held escrow grows by it (its own ledger transaction), the order becomes paid and the merchant is told.
 * At most once: a repeat finds the order paid. A service already delivered is paid out at once.
 */
export async function settleBalanceCharge(
  ctx: Pick<OrderPaymentContext, 'payments'>,
  tx: Executor,
  charge: VerifiedTransaction,
): Promise<ChargeOutcome> {
  const { merchantId, orderId } = charge.metadata;
  if (
    typeof merchantId !== 'string' ||
    typeof orderId !== 'string' ||
    !isUuid(merchantId) ||
    !isUuid(orderId)
  )
    return 'unchanged';
  await lockMerchantOrders(tx, merchantId);
  const order = await findOrder(tx, merchantId, orderId, true);
  if (order?.paymentStatus !== 'partially_paid' || order.balanceReference !== charge.reference)
    return 'unchanged';
  if (charge.amount !== balanceDueMinor(order))
    throw new Error(`order ${order.id}: balance paid ${charge.amount}, expected ${balanceDueMinor(order)}`);
  if (!(await addToEscrow(ctx.payments, tx, order, charge))) return 'unchanged';
  const paid = await orderPaymentRepository.markBalancePaid(
    tx,
    merchantId,
    orderId,
    charge.paidAt ?? new Date(),
  );
  await publishOrderUpdated(tx, paid!);
  await announceSale(tx, paid!);
  await issueReceipt(tx, await orderReceipt(tx, paid!, charge, 'Balance'));
  if (paid!.status === 'DELIVERED') await releaseEscrow(tx, merchantId, orderId);
  return 'paid';
}
