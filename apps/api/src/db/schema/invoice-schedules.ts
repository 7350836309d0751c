import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchantId } from './tenant-columns.ts';
import { timestamps } from './columns.ts';
import { invoices } from './invoices.ts';

/**
 * A recurring invoice (decision 042): the schedule on which copies of `invoiceId` are issued. `issued`
 * counts the copies so far; `nextRunOn` is the date of run `nextRun`, advanced in the transaction that
 * issues the copy, so a run is issued once whatever crashes. Runs stop at `endsOn` or after `maxCount`.
 */
export const invoiceSchedules = pgTable(
  'invoice_schedules',
  {
    merchantId: merchantId(),
    invoiceId: uuid().notNull(),
    every: text({ enum: ['week', 'month', 'days'] }).notNull(),
    everyDays: integer(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }),
    maxCount: integer(),
    issued: integer().notNull().default(0),
    /** The number of the next run (0 for the first); runs skipped while paused are never issued. */
    nextRun: integer().notNull().default(0),
    nextRunOn: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['ACTIVE', 'PAUSED', 'STOPPED', 'ENDED'] })
      .notNull()
      .default('ACTIVE'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.invoiceId] }),
    foreignKey({
      columns: [t.merchantId, t.invoiceId],
      foreignColumns: [invoices.merchantId, invoices.id],
    }).onDelete('cascade'),
    // The job's claim: active schedules whose next run has come.
    index('invoice_schedules_due')
      .on(t.nextRunOn)
      .where(sql`${t.status} = 'ACTIVE'`),
    check('invoice_schedules_days', sql`(${t.every} = 'days') = (${t.everyDays} IS NOT NULL)`),
    check('invoice_schedules_counts', sql`${t.issued} >= 0 AND (${t.maxCount} IS NULL OR ${t.maxCount} > 0)`),
  ],
);
