import type { Executor } from '../../db/client.ts';
import { PaymentProviderError } from '../../providers/payments/payments-provider.ts';
import type { OrderRow } from '../orders/index.ts';
import { settleOrderCharge } from './order-charge.ts';
import type { OrderPaymentContext } from './order-payment-context.ts';
import { orderPaymentRepository } from './order-payment-repository.ts';
import { expireOrder } from './order-stock.ts';
import { findEscrowByOrder } from '../wallet/index.ts';

const BATCH = 100;

/**
 * One due order: the provider is asked first (Paystack's advice — a webhook may be late), so a buyer who
 * paid in time gets the order; otherwise it expires. A provider that cannot answer leaves it for the next run.
 */
async function expireOrSettle(ctx: OrderPaymentContext, tx: Executor, order: OrderRow) {
  const hold = await findEscrowByOrder(tx, order.merchantId, order.id);
  if (hold) {
    const charge = await ctx.payments.verifyTransaction(hold.reference).catch((error: unknown) => {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') return undefined;
      throw error;
    });
    if (charge?.status === 'success') return (await settleOrderCharge(ctx, tx, charge)) === 'paid';
  }
  return (await expireOrder(tx, order)) !== undefined;
}

/**
 * The expiry job: every unpaid order whose payment time is over is cancelled and its stock (or booking
 * slot) released. The due orders are listed in batches and each is claimed in a transaction of its own
 * with FOR UPDATE SKIP LOCKED, so instances running this at once — or a payment webhook holding the row —
 * never act on an order twice, one that fails (logged, tried again next run) never holds back the others,
 * and no transaction holds one order's counters while it waits for the next order's products (which a
 * checkout may hold while it waits for those counters). Returns how many orders it settled (expired, or
 * found paid).
 */
export async function expireUnpaidOrders(ctx: OrderPaymentContext, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await orderPaymentRepository.dueUnpaid(ctx.db, now, BATCH);
    let done = 0;
    for (const { merchantId, id } of due) {
      try {
        const settled = await ctx.db.transaction(async (tx) => {
          const order = await orderPaymentRepository.claimDueUnpaid(tx, merchantId, id, now);
          return order ? expireOrSettle(ctx, tx, order) : false;
        });
        if (settled) done++;
      } catch (error) {
        ctx.log.error({ err: error, orderId: id }, 'unpaid order not expired');
      }
    }
    total += done;
    if (due.length < BATCH || done < due.length) return total;
  }
}
