import { PaymentProviderError } from '../../providers/payments/payments-provider.ts';
import { settleOrderCharge } from './order-charge.ts';
import type { OrderPaymentContext } from './order-payment-context.ts';
import { orderPaymentRepository } from './order-payment-repository.ts';
import { expireOrder } from './order-stock.ts';
import { findEscrowByOrder } from '../wallet/index.ts';

/**
 * What the provider says of a due order's payment, asked before anything is locked (Paystack's advice — a
 * webhook may be late): the charge when the buyer paid, else undefined. A provider that cannot answer
 * throws, and the order is left for the next run.
 */
async function paidCharge(ctx: OrderPaymentContext, due: { id: string; merchantId: string }) {
  const hold = await findEscrowByOrder(ctx.db, due.merchantId, due.id);
  if (!hold) return undefined;
  const charge = await ctx.payments.verifyTransaction(hold.reference).catch((error: unknown) => {
    if (error instanceof PaymentProviderError && error.kind === 'not_found') return undefined;
    throw error;
  });
  return charge?.status === 'success' ? charge : undefined;
}

/**
 * The next due unpaid order, in a transaction of its own: settled when the buyer paid in time, otherwise
 * expired. No lock is held while the provider is asked; an instance or a payment webhook that got to the
 * order first leaves it paid or expired, and this run passes it. `passed` are orders this run already
 * tried and left as they were; a failure is logged and tried again next run. Undefined when no order is due.
 */
async function expireNext(ctx: OrderPaymentContext, now: Date, passed: readonly string[]) {
  const due = await orderPaymentRepository.nextDueUnpaid(ctx.db, now, passed);
  if (!due) return undefined;
  try {
    const charge = await paidCharge(ctx, due);
    // Both take the merchant's order lock, then the order's, and act only on an order still unpaid.
    return await ctx.db.transaction(async (tx) => {
      const done = charge
        ? (await settleOrderCharge(ctx, tx, charge)) === 'paid'
        : (await expireOrder(tx, due)) !== undefined;
      return { id: due.id, done };
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: due.id }, 'unpaid order not expired');
    return { id: due.id, done: false };
  }
}

/**
 * The expiry job: every unpaid order whose payment time is over is cancelled and its stock (or booking
 * slot) released, each exactly once however many instances run it. Returns how many orders it settled
 * (expired, or found paid).
 */
export async function expireUnpaidOrders(ctx: OrderPaymentContext, now: Date): Promise<number> {
  const passed: string[] = [];
  let total = 0;
  for (;;) {
    const next = await expireNext(ctx, now, passed);
    if (!next) return total;
    if (next.done) total++;
    else passed.push(next.id);
  }
}
