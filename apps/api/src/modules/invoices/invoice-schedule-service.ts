import {
  businessDay,
  type InvoiceSchedule,
  type InvoiceScheduleAction,
  invoiceScheduleMessages as messages,
  type InvoiceScheduleRequest,
  scheduleRunDate,
} from '@oja/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceSchedules } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { findInvoice } from './invoice-service.ts';

export type ScheduleRow = typeof invoiceSchedules.$inferSelect;

const byInvoice = (merchantId: string, invoiceId: string) =>
  and(eq(invoiceSchedules.merchantId, merchantId), eq(invoiceSchedules.invoiceId, invoiceId));
const period = (row: ScheduleRow) => ({ every: row.every, days: row.everyDays });

export const toSchedule = (row: ScheduleRow): InvoiceSchedule => ({
  every: row.every,
  days: row.everyDays,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  count: row.maxCount,
  issued: row.issued,
  nextRunOn: row.status === 'ACTIVE' || row.status === 'PAUSED' ? row.nextRunOn : null,
  status: row.status,
});

export const runDate = (row: ScheduleRow, k: number) => scheduleRunDate(row.startsOn, period(row), k);

/** Whether a run on `runOn` may still be issued after `issued` invoices: within the end date and the count. */
const runAllowed = (row: ScheduleRow, issued: number, runOn: string) =>
  (row.maxCount === null || issued < row.maxCount) && (row.endsOn === null || runOn <= row.endsOn);

/** The schedule once its next run is issued: the run after it, or ENDED when none is left. */
export function advanced(row: ScheduleRow): Partial<ScheduleRow> {
  const issued = row.issued + 1;
  const nextRun = row.nextRun + 1;
  const nextRunOn = runDate(row, nextRun);
  return { issued, nextRun, nextRunOn, status: runAllowed(row, issued, nextRunOn) ? row.status : 'ENDED' };
}

async function findSchedule(db: Executor, merchantId: string, invoiceId: string, forUpdate = false) {
  const query = db.select().from(invoiceSchedules).where(byInvoice(merchantId, invoiceId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** GET /v1/invoice/{id}/schedule: the invoice's schedule, or null when it does not repeat. */
export async function getSchedule(db: Executor, merchantId: string, invoiceId: string) {
  await findInvoice(db, merchantId, invoiceId);
  const row = await findSchedule(db, merchantId, invoiceId);
  return row ? toSchedule(row) : null;
}

/**
 * POST /v1/invoice/{id}/schedule: makes the invoice repeat from `startsOn` (today or later, in Lagos).
 * A stopped or ended schedule is replaced; a live one is a 409.
 */
export async function createSchedule(
  db: Executor,
  merchantId: string,
  invoiceId: string,
  body: InvoiceScheduleRequest,
): Promise<InvoiceSchedule> {
  if (body.startsOn < businessDay()) throw new AppError('VALIDATION', messages.startInPast);
  return db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, merchantId, invoiceId, true);
    if (invoice.status === 'CANCELLED') throw conflict(messages.cancelledInvoice);
    const current = await findSchedule(tx, merchantId, invoiceId, true);
    if (current && (current.status === 'ACTIVE' || current.status === 'PAUSED'))
      throw conflict(messages.alreadyRepeats);
    const values = {
      every: body.every,
      everyDays: body.every === 'days' ? (body.days ?? null) : null,
      startsOn: body.startsOn,
      endsOn: body.endsOn ?? null,
      maxCount: body.count ?? null,
      issued: 0,
      nextRun: 0,
      nextRunOn: body.startsOn,
      status: 'ACTIVE' as const,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(invoiceSchedules)
      .values({ merchantId, invoiceId, ...values })
      .onConflictDoUpdate({ target: [invoiceSchedules.merchantId, invoiceSchedules.invoiceId], set: values })
      .returning();
    return toSchedule(row!);
  });
}

/**
 * POST /v1/invoice/{id}/schedule/status: pause, resume or stop. Resuming skips the runs whose dates
 * passed while paused (they are not issued late); stopping is for good. Repeating an action changes
 * nothing more.
 */
export async function changeSchedule(
  db: Executor,
  merchantId: string,
  invoiceId: string,
  { action }: InvoiceScheduleAction,
): Promise<InvoiceSchedule> {
  return db.transaction(async (tx) => {
    await findInvoice(tx, merchantId, invoiceId);
    const row = await findSchedule(tx, merchantId, invoiceId, true);
    if (!row) throw new AppError('NOT_FOUND', messages.noSchedule);
    if (row.status === 'STOPPED' || row.status === 'ENDED') {
      if (action === 'stop') return toSchedule(row);
      throw conflict(messages.cannotChange);
    }
    let next: Partial<ScheduleRow> = {};
    if (action === 'pause') next = { status: 'PAUSED' };
    if (action === 'stop') next = { status: 'STOPPED' };
    if (action === 'resume' && row.status === 'PAUSED') {
      let nextRun = row.nextRun;
      const today = businessDay();
      while (runDate(row, nextRun) < today) nextRun += 1;
      const nextRunOn = runDate(row, nextRun);
      next = { status: runAllowed(row, row.issued, nextRunOn) ? 'ACTIVE' : 'ENDED', nextRun, nextRunOn };
    }
    const [saved] = await tx
      .update(invoiceSchedules)
      .set({ ...next, updatedAt: sql`now()` })
      .where(byInvoice(merchantId, invoiceId))
      .returning();
    return toSchedule(saved!);
  });
}
