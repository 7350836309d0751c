import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, orders } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/db/query-input.ts';

/**
 * For other features whose requests name an order or a booking: the caller's own record, or undefined —
 * another merchant's is indistinguishable from one that does not exist. An order may be named by its id
 * or by its reference (what merchants and buyers see, e.g. ORD-7KQ2M).
 */
export async function findOwnOrder(db: Executor, merchantId: string, ref: string) {
  const [row] = await db
    .select({ id: orders.id, orderReference: orders.orderReference })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        isUuid(ref) ? or(eq(orders.id, ref), eq(orders.orderReference, ref)) : eq(orders.orderReference, ref),
      ),
    );
  return row;
}

/** Whether a reference has the shape of an Oja order's id or reference (OJ-XXXXXXXXXX). */
export const namesOjaOrder = (ref: string) => isUuid(ref) || /^OJ-[2-9A-HJ-NP-Z]{10}$/i.test(ref);

export async function findOwnBooking(db: Executor, merchantId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, id)));
  return row;
}
