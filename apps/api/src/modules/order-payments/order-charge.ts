import { orderPaymentMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { notify } from '../notifications/index.ts';
import {
  findOrder,
  lockMerchantOrders,
  orderLink,
  type OrderRow,
  publishOrderUpdated,
} from '../orders/index.ts';
import { naira } from '../../lib/money-text.ts';
import { findEscrowByReference, fundEscrow, moveEscrow, refundWholeCharge } from '../wallet/index.ts';
import { addOrderTimeline } from '../refunds/index.ts';
import type { OrderPaymentContext } from './order-payment-context.ts';
import { orderPaymentRepository } from './order-payment-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { isBalanceCharge, settleBalanceCharge } from './balance-payment.ts';
import { issueReceipt } from '../receipts/index.ts';
import { orderReceipt } from './order-receipt.ts';

/** A sale for the merchant (an order paid, or a free one placed): the notification says what was paid. */
export async function announceSale(tx: Executor, order: OrderRow) {
  const money =
    order.totalPrice > 0
      ? `paid ${naira(order.totalPrice)} for ${order.orderReference}; it is held in escrow until delivery`
      : `placed ${order.orderReference} (nothing to pay)`;
  await notify(tx, order.merchantId, {
    type: 'order.placed',
    title: order.type === 'PRODUCT' ? 'New order' : 'New booking',
    body: `${order.deliveryName} ${money}`,
    link: orderLink(order),
  });
}

export type ChargeOutcome = 'paid' | 'refunded' | 'unchanged';

/**
 * A confirmed charge (the provider's charge.success, re-verified; or the expiry job's own check) for an
 * order of the checkout. The order row is locked first, then in ONE transaction: the escrow hold is
 * funded (provider → escrow in the ledger), the order marked paid (a booking becomes NEW) and the
 * merchant told. At most once: a repeat finds the order paid and changes nothing. A payment that arrives
 * after the order expired (its stock back on the shelf) is refunded to the buyer; nothing of it reached
 * the merchant's ledger; if the refund was made but its record lost, the retry (the charge now reversed)
 * records it without refunding again. The first payment of a deposit order leaves it partially paid; its rest is
 * settled by settleBalanceCharge.
 */
export async function settleOrderCharge(
  ctx: Pick<OrderPaymentContext, 'payments'>,
  tx: Executor,
  charge: VerifiedTransaction,
): Promise<ChargeOutcome> {
  // A reversed charge can only be a late payment whose refund went through before a crash lost its record.
  if (charge.status !== 'success' && charge.status !== 'reversed') return 'unchanged';
  if (isBalanceCharge(charge))
    return charge.status === 'success' ? settleBalanceCharge(ctx, tx, charge) : 'unchanged';
  const hold = await findEscrowByReference(tx, charge.reference);
  if (!hold?.orderType || !isUuid(hold.orderId)) return 'unchanged';
  await lockMerchantOrders(tx, hold.merchantId);
  const order = await findOrder(tx, hold.merchantId, hold.orderId, true);
  if (!order) return 'unchanged';
  if (order.paymentStatus === 'awaiting_payment') {
    if (charge.status !== 'success') return 'unchanged';
    if (!(await fundEscrow(ctx.payments, tx, charge))) return 'unchanged';
    if (order.depositAmount !== null) {
      // A deposit: the order is held for the buyer (it no longer expires) until the rest is paid.
      const deposited = await orderPaymentRepository.markDepositPaid(tx, order.merchantId, order.id);
      await publishOrderUpdated(tx, deposited!);
      await issueReceipt(tx, await orderReceipt(tx, deposited!, charge, 'Deposit'));
      return 'paid';
    }
    const paid = await orderPaymentRepository.markPaid(
      tx,
      order.merchantId,
      order.id,
      charge.paidAt ?? new Date(),
    );
    await publishOrderUpdated(tx, paid!);
    await announceSale(tx, paid!);
    await issueReceipt(tx, await orderReceipt(tx, paid!, charge));
    return 'paid';
  }
  if (order.paymentStatus === 'expired' && hold.status === 'expired') {
    await moveEscrow(tx, order.merchantId, order.id, 'expired', 'refunded');
    const refunded = await orderPaymentRepository.setPaymentStatus(
      tx,
      order.merchantId,
      order.id,
      'expired',
      'refunded',
    );
    await addOrderTimeline(tx, order.merchantId, order.id, {
      kind: 'refund',
      note: orderPaymentMessages.paidAfterExpiry,
      amount: charge.amount,
    });
    await publishOrderUpdated(tx, refunded!);
    // If the provider refuses, the transaction rolls back and the webhook is delivered again.
    await refundWholeCharge(ctx.payments, charge, orderPaymentMessages.paidAfterExpiry);
    return 'refunded';
  }
  return 'unchanged';
}
