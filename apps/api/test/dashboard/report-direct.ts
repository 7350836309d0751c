import { BUSINESS_TIME_ZONE } from '@oja/contracts';
import type pg from 'pg';

/**
 * The dashboard's figures computed the plain way, straight from the base tables (orders, order items,
 * invoices and their VAT entries, the ledger), in minor units: what every answer of the dashboard must
 * equal, whatever mix of roll-ups, windows and live reads produced it. A walk-in sale (no email) is a
 * sale but no buyer.
 */

const day = (column: string) => `(${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date`;
const counted = (o = '') => `${o}merchant_id = $1 AND ${o}currency = $2 AND ${o}payment_status = 'paid'`;
const inRange = (column: string) => `${day(column)} BETWEEN $3::date AND $4::date`;

export interface Span {
  from: string;
  to: string;
}

export async function directFigures(pool: pg.Pool, merchantId: string, currency: string, { from, to }: Span) {
  const args = [merchantId, currency, from, to];
  const one = async (text: string) => (await pool.query(text, args)).rows[0];
  const types = await pool.query(
    `SELECT o.type, count(*)::int AS orders, sum(o.total_price)::bigint AS sales,
            coalesce(sum((SELECT sum(quantity) FROM order_items i WHERE i.order_id = o.id)), 0)::int AS units
     FROM orders o WHERE ${counted()} AND ${inRange('o.created_at')} GROUP BY o.type`,
    args,
  );
  const of = (type: string) => types.rows.find((r) => r.type === type) ?? { orders: 0, sales: 0, units: 0 };
  const issued =
    await one(`SELECT count(*)::int AS count, coalesce(sum(total_amount_minor), 0)::bigint AS amount
    FROM invoices WHERE merchant_id = $1 AND currency = $2 AND status = 'ISSUED' AND billing_date BETWEEN $3 AND $4`);
  const paid =
    await one(`SELECT count(*)::int AS count, coalesce(sum(total_amount_minor), 0)::bigint AS amount
    FROM invoices WHERE merchant_id = $1 AND currency = $2 AND payment_status = 'PAID' AND ${inRange('paid_at')}`);
  const wallet = await one(`SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::bigint AS inflow,
      coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::bigint AS outflow
    FROM ledger_entries WHERE merchant_id = $1 AND currency = $2 AND account = 'wallet' AND ${inRange('created_at')}`);
  const vat = await one(`SELECT coalesce(sum(vat_minor), 0)::bigint AS collected FROM invoice_vat_entries
    WHERE merchant_id = $1 AND currency = $2 AND ${inRange('received_at')}`);
  const top = (order: string) =>
    pool.query(
      `SELECT i.product_id AS "productId", (array_agg(i.name ORDER BY o.created_at DESC))[1] AS name,
              sum(i.quantity)::int AS units, sum(i.price * i.quantity)::bigint AS revenue
       FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE ${counted('o.')} AND o.type = 'PRODUCT' AND ${inRange('o.created_at')}
       GROUP BY i.product_id ORDER BY ${order}, i.product_id LIMIT 5`,
      args,
    );
  const buyers = await one(`
    WITH b AS (SELECT email, bool_or(${inRange('created_at')}) AS in_range, min(${day('created_at')}) AS first_day
               FROM orders WHERE ${counted()} AND email <> '' AND ${day('created_at')} <= $4::date GROUP BY email)
    SELECT count(*) FILTER (WHERE in_range AND first_day >= $3::date)::int AS "newCustomers",
           count(*) FILTER (WHERE in_range AND first_day < $3::date)::int AS "returningCustomers" FROM b`);
  const series = async (unit: 'YYYY-MM-DD' | 'YYYY-MM') =>
    (
      await pool.query(
        `SELECT to_char(${day('created_at')}, '${unit}') AS point, count(*)::int AS orders, sum(total_price)::bigint AS sales
         FROM orders WHERE ${counted()} AND ${inRange('created_at')} GROUP BY 1 ORDER BY 1`,
        args,
      )
    ).rows;
  return {
    product: of('PRODUCT'),
    service: of('SERVICE'),
    issued,
    paid,
    wallet,
    vat,
    byRevenue: (await top('revenue DESC, units DESC')).rows,
    byUnits: (await top('units DESC, revenue DESC')).rows,
    buyers,
    days: await series('YYYY-MM-DD'),
    months: await series('YYYY-MM'),
  };
}
