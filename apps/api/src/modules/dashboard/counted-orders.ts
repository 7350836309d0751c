import { COUNTED_PAYMENT_STATUS } from '@oja/contracts';
import { sql } from 'drizzle-orm';

/** `o` is an order that counts in the figures: a sale, once paid (decision 021). */
export const countedStatus = sql`o.payment_status = ${COUNTED_PAYMENT_STATUS}`;
