import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { Random } from './simulate-orders.ts';

/**
 * When each of `count` orders was placed: spread over the last `days` days, oldest first, the newest
 * within the last hour, each at a random minute of its share of the period.
 */
export function placementTimes(count: number, days: number, rng: Random, now = new Date()): Date[] {
  const span = days * 86_400_000;
  const share = span / Math.max(count, 1);
  return Array.from({ length: count }, (_, n) => {
    const start = now.getTime() - span + n * share;
    return new Date(Math.min(start + rng() * share, now.getTime() - 60_000));
  });
}

/** How many of the orders the server has recorded as paid (the provider's webhooks have landed). */
export async function paidCount(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${inArray(orders.id, ids)} AND ${orders.paymentStatus} = 'paid'`);
  return row?.n ?? 0;
}

/**
 * Moves each order (and its escrow hold) back to when the simulation says it was placed, keeping the
 * gaps to its payment and its payment deadline; `updated_at` is now, so the dashboard's roll-ups
 * recount those days. An unpaid order placed long ago is past its deadline and expires on the next run
 * of the expiry job, as it would have. Ledger entries are not moved: the ledger is append-only.
 */
export async function backdateOrders(db: Database, placed: { id: string; at: Date }[]) {
  if (placed.length === 0) return;
  const ids = JSON.stringify(placed.map((p) => p.id));
  const rows = JSON.stringify(placed.map((p) => ({ id: p.id, at: p.at.toISOString() })));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE orders o SET
        ordered_at = v.at,
        created_at = v.at,
        paid_at = v.at + (o.paid_at - o.created_at),
        payment_due_at = v.at + (o.payment_due_at - o.created_at),
        updated_at = now()
      FROM jsonb_to_recordset(${rows}::jsonb) AS v(id uuid, at timestamptz)
      WHERE o.id = v.id`);
    await tx.execute(sql`
      UPDATE escrow_holds e SET
        funded_at = o.paid_at,
        created_at = o.created_at
      FROM orders o
      WHERE o.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb))
        AND e.merchant_id = o.merchant_id AND e.order_id = o.id::text
        AND e.order_type IS NOT NULL`);
  });
}
