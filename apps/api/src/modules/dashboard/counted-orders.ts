import { UNCOUNTED_ORDER_STATUSES } from '@oja/contracts';
import { sql } from 'drizzle-orm';

/** `o.status` is one that counts in the figures (every status but UNCOUNTED_ORDER_STATUSES). */
export const countedStatus = sql`o.status NOT IN (${sql.join(
  UNCOUNTED_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;
