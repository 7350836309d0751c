import { PRODUCT_ORDER_PROGRESS, productOrderStatusLabel } from '@oja/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Notifications older than this were read by a merchant who opens the dashboard every day or two. */
const READ_AFTER_DAYS = 2;

/**
 * The demo's notifications as a merchant who uses Oja would have them. Every notification was made by
 * the services while the story was told, so all carry the seed's own minute; an order's are dated when
 * what they tell happened — a new order or booking when it was paid (the order's backdated paid_at), a
 * carrier's step when the order reached that status — and those older than READ_AFTER_DAYS are read,
 * about an hour after they came. The newest stay unread, so the bell shows what is new.
 */
export async function settleDemoNotifications(db: Database, merchantIds: string[], now: Date) {
  if (merchantIds.length === 0) return;
  const steps = JSON.stringify(
    PRODUCT_ORDER_PROGRESS.map((status) => ({ title: `Order ${productOrderStatusLabel(status)}`, status })),
  );
  const ids = sql.join(
    merchantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE demo_order_notes ON COMMIT DROP AS
      SELECT n.merchant_id, n.id, n.type, n.title,
             substring(n.link FROM '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$')::uuid AS order_id
      FROM notifications n
      WHERE n.merchant_id IN (${ids}) AND n.type IN ('order.placed', 'shipment.advanced')
        AND n.link ~ '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);
    await tx.execute(sql`
      UPDATE notifications n SET created_at = coalesce(o.paid_at, o.created_at)
      FROM demo_order_notes d JOIN orders o ON o.merchant_id = d.merchant_id AND o.id = d.order_id
      WHERE d.type = 'order.placed' AND n.merchant_id = d.merchant_id AND n.id = d.id
        AND coalesce(o.paid_at, o.created_at) < n.created_at`);
    await tx.execute(sql`
      UPDATE notifications n SET created_at = ev.at
      FROM (
        SELECT d.merchant_id, d.id, max(e.occurred_at) AS at
        FROM demo_order_notes d
        JOIN jsonb_to_recordset(${steps}::jsonb) AS s(title text, status text) ON s.title = d.title
        JOIN order_status_events e
          ON e.merchant_id = d.merchant_id AND e.order_id = d.order_id AND e.to_status = s.status
        WHERE d.type = 'shipment.advanced'
        GROUP BY d.merchant_id, d.id
      ) ev
      WHERE n.merchant_id = ev.merchant_id AND n.id = ev.id AND ev.at < n.created_at`);
    await tx.execute(sql`
      UPDATE notifications SET read_at = created_at + interval '1 hour'
      WHERE merchant_id IN (${ids}) AND read_at IS NULL
        AND created_at < ${now.toISOString()}::timestamptz - ${READ_AFTER_DAYS} * interval '1 day'`);
  });
}
