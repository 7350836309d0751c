import {
  addBusinessDays,
  businessDay,
  businessInstant,
  type ChannelReport,
  COUNTED_PAYMENT_STATUSES,
  fromMinor,
  saleChannel,
} from '@oja/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const DEFAULT_DAYS = 30;

/**
 * The instants a report covers: from the start of `from` to the end of `to`, business days
 * (Africa/Lagos) as the dashboard's reports count them; the last 30 days by default.
 */
export function reportRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? businessDay(now);
  const from = query.from ?? addBusinessDays(to, 1 - DEFAULT_DAYS);
  return { from: businessInstant(from), until: businessInstant(addBusinessDays(to, 1)) };
}

/**
 * GET /v1/order/channels: the merchant's paid orders and their sales net of refunds per channel (online checkout,
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
    SELECT channel, currency, count(*)::int AS orders, coalesce(sum(total_price - refunded_amount), 0)::bigint AS sales
      FROM orders
     WHERE merchant_id = ${merchantId} AND payment_status IN (${sql.join(
       COUNTED_PAYMENT_STATUSES.map((status) => sql`${status}`),
       sql`, `,
     )})
       AND created_at >= ${from.toISOString()}::timestamptz AND created_at < ${until.toISOString()}::timestamptz
     GROUP BY channel, currency
     ORDER BY channel, currency`);
  return {
    channels: rows.map((r) => ({
      channel: saleChannel.parse(r.channel),
      currency: r.currency,
      orders: Number(r.orders),
      // Money crosses the API in major units, as the dashboard's other figures do.
      sales: fromMinor(Number(r.sales)),
    })),
  };
}
