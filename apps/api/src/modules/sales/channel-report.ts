import { type ChannelReport, COUNTED_PAYMENT_STATUS, saleChannel } from '@oja/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** The range of order days a report covers: [from, to] in UTC, the last 30 days by default. */
export function reportRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(now.toISOString().slice(0, 10));
  const from = query.from
    ? new Date(`${query.from}T00:00:00Z`)
    : new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  return { from, until: new Date(to.getTime() + DAY_MS) };
}

/**
 * GET /v1/order/channels: the merchant's paid orders and their sales per channel (online checkout,
 * payment link, offline) and currency, over the orders created in the range. Reads the orders through
 * orders_merchant_recent (merchant, created_at).
 */
export async function channelReport(
  db: Executor,
  merchantId: string,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<ChannelReport> {
  const { from, until } = reportRange(query, now);
  const { rows } = await db.execute<{ channel: string; currency: string; orders: number; sales: number }>(sql`
    SELECT channel, currency, count(*)::int AS orders, coalesce(sum(total_price), 0)::bigint AS sales
      FROM orders
     WHERE merchant_id = ${merchantId} AND payment_status = ${COUNTED_PAYMENT_STATUS}
       AND created_at >= ${from.toISOString()}::timestamptz AND created_at < ${until.toISOString()}::timestamptz
     GROUP BY channel, currency
     ORDER BY channel, currency`);
  return {
    channels: rows.map((r) => ({
      channel: saleChannel.parse(r.channel),
      currency: r.currency,
      orders: Number(r.orders),
      sales: Number(r.sales),
    })),
  };
}
