import { BUSINESS_TIME_ZONE } from '@oja/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** The business clock's zone as an SQL literal (a constant of the code, never input). */
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** The business day (a date) an instant column or expression falls on. */
export const businessDayOf = (instant: SQL) => sql`(${instant} AT TIME ZONE ${zone})::date`;

/** The instant a business day (a date expression or a 'YYYY-MM-DD' parameter) begins. */
export const businessDayStart = (day: SQL) => sql`(${day})::timestamp AT TIME ZONE ${zone}`;

/** The business clock's wall time of an instant, as text that sorts like the instant. */
export const businessWallTime = (instant: SQL) =>
  sql`to_char(${instant} AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI:SS.US')`;

/** Today's business day, as the database's clock tells it. */
export const businessToday = sql`to_char(now() AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
