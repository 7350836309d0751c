import { COUNTED_PAYMENT_STATUSES } from '@oja/contracts';
import { sql } from 'drizzle-orm';

/** `o` is an order that counts in the figures: a sale, once paid and not wholly refunded (decisions 021, 038). */
/** What a counted order `o` brings in: its total less its refunds (decision 038). */
export const netSale = sql`(o.total_price - o.refunded_amount)`;
export const countedStatus = sql`o.payment_status IN (${sql.join(
  COUNTED_PAYMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * `o` has a buyer who counts as a customer: one known by email. A walk-in sale recorded without one (an
 * offline sale, decision 039) is a sale, not a customer (decision 046).
 */
export const hasCustomer = sql`o.email <> ''`;
