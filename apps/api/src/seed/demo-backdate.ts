import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The one place the demo moves records back in time. Every record was made through the API; the story
 * says when it happened. What was made during the seed (from `since`) — an order, its escrow hold, its
 * status changes, its shipment and the shipment's events — moves by the same amount, so the gaps between
 * them stay as the services made them. What the carrier already did on the story's days stays where it
 * is, and the order's own record of those steps takes the carrier's time. `updated_at` becomes now, so
 * the dashboard's roll-ups recount the days the orders moved to. The wallet ledger is append-only and
 * is never moved (its settlements are dated by the carrier's delivery when they are made).
 */
export async function backdateOrderHistory(db: Database, placed: { id: string; at: Date }[], since: Date) {
  if (placed.length === 0) return;
  const rows = JSON.stringify(placed.map((p) => ({ id: p.id, at: p.at.toISOString() })));
  const made = since.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE demo_shift ON COMMIT DROP AS
      SELECT o.merchant_id, o.id, v.at - o.created_at AS delta
      FROM jsonb_to_recordset(${rows}::jsonb) AS v(id uuid, at timestamptz)
      JOIN orders o ON o.id = v.id`);
    await tx.execute(sql`
      UPDATE orders o SET
        ordered_at = o.ordered_at + s.delta,
        created_at = o.created_at + s.delta,
        paid_at = o.paid_at + s.delta,
        payment_due_at = o.payment_due_at + s.delta,
        updated_at = now()
      FROM demo_shift s WHERE o.merchant_id = s.merchant_id AND o.id = s.id`);
    await tx.execute(sql`
      UPDATE escrow_holds e SET
        funded_at = e.funded_at + s.delta,
        created_at = e.created_at + s.delta
      FROM demo_shift s
      WHERE e.merchant_id = s.merchant_id AND e.order_id = s.id::text AND e.order_type IS NOT NULL`);
    await tx.execute(sql`
      UPDATE shipment_events ev SET occurred_at = ev.occurred_at + s.delta
      FROM demo_shift s
      WHERE ev.merchant_id = s.merchant_id AND ev.order_id = s.id AND ev.occurred_at >= ${made}::timestamptz`);
    await tx.execute(sql`
      UPDATE order_status_events ev SET occurred_at = coalesce(
        (SELECT min(se.occurred_at) FROM shipment_events se
         WHERE se.merchant_id = ev.merchant_id AND se.order_id = ev.order_id AND se.status = ev.to_status
           AND se.occurred_at < ${made}::timestamptz),
        ev.occurred_at + s.delta)
      FROM demo_shift s WHERE ev.merchant_id = s.merchant_id AND ev.order_id = s.id`);
    await tx.execute(sql`
      UPDATE shipments sh SET created_at = sh.created_at + s.delta, updated_at = sh.updated_at + s.delta
      FROM demo_shift s WHERE sh.merchant_id = s.merchant_id AND sh.order_id = s.id`);
  });
}

/**
 * Bookings made in the story's past: each booking moves to its date `days` earlier (a service order
 * booked then), with its order placed the same number of days before.
 */
export async function backdateBookings(
  db: Database,
  moved: { orderId: string; bookedDate: string; at: Date }[],
  since: Date,
) {
  if (moved.length === 0) return;
  const rows = JSON.stringify(moved.map((m) => ({ id: m.orderId, d: m.bookedDate })));
  await db.execute(sql`
    UPDATE bookings b SET booked_date = v.d::date, created_at = b.created_at - (b.booked_date - v.d::date) * interval '1 day'
    FROM jsonb_to_recordset(${rows}::jsonb) AS v(id uuid, d text)
    WHERE b.order_id = v.id`);
  await backdateOrderHistory(
    db,
    moved.map((m) => ({ id: m.orderId, at: m.at })),
    since,
  );
}
