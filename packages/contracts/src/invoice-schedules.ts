import { z } from 'zod';
import { addBusinessDays } from './business-time.ts';

/**
 * Recurring invoices: a schedule on an invoice issues a copy of it (its lines, VAT and deposit, a new
 * number) on each run date. Run k (0 for the first) falls on `startsOn` plus k periods, always counted
 * from `startsOn`, never from the previous run: a monthly run keeps the start's day of the month, or
 * takes the month's last day when the month is shorter (31 Jan → 28 or 29 Feb → 31 Mar → 30 Apr).
 */
export const scheduleEveryValues = ['week', 'month', 'days'] as const;
export type ScheduleEvery = (typeof scheduleEveryValues)[number];
export const scheduleStatuses = ['ACTIVE', 'PAUSED', 'STOPPED', 'ENDED'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

export interface SchedulePeriod {
  every: ScheduleEvery;
  /** The gap in days when `every` is 'days'. */
  days?: number | null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date (YYYY-MM-DD) of run `k` of a schedule starting on `startsOn`. */
export function scheduleRunDate(startsOn: string, period: SchedulePeriod, k: number): string {
  if (period.every === 'week') return addBusinessDays(startsOn, 7 * k);
  if (period.every === 'days') return addBusinessDays(startsOn, (period.days ?? 1) * k);
  const [year, month, day] = startsOn.split('-').map(Number) as [number, number, number];
  const months = month - 1 + k;
  const y = year + Math.floor(months / 12);
  const m = ((months % 12) + 12) % 12;
  return `${pad(y, 4)}-${pad(m + 1)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

const dayText = (message: string) => z.iso.date(message);
export const invoiceScheduleMessages = {
  created: 'Invoice schedule saved successfully',
  fetched: 'Invoice schedule fetched successfully',
  changed: 'Invoice schedule updated successfully',
  daysNeeded: 'Enter how many days apart the invoices are',
  endsBeforeStart: 'The end date must be on or after the first date',
  startInPast: 'The first date must be today or later',
  alreadyRepeats: 'This invoice already repeats; pause, resume or stop its schedule instead',
  cancelledInvoice: 'A cancelled invoice cannot repeat',
  noSchedule: 'This invoice does not repeat',
  cannotChange: 'This schedule has finished and cannot change',
} as const;

/** POST /v1/invoice/{id}/schedule. Ends on `endsOn` (inclusive) or after `count` invoices, whichever is first. */
export const invoiceScheduleRequest = z
  .object({
    every: z.enum(scheduleEveryValues, { error: 'Repeat every week, month or number of days' }),
    days: z.number().int('Days must be a whole number').min(1).max(366).optional(),
    startsOn: dayText('Enter the first date as YYYY-MM-DD'),
    endsOn: dayText('Enter the end date as YYYY-MM-DD').optional(),
    count: z.number().int('The count must be a whole number').min(1).max(1000).optional(),
  })
  .refine((b) => b.every !== 'days' || b.days !== undefined, {
    message: invoiceScheduleMessages.daysNeeded,
    path: ['days'],
  })
  .refine((b) => !b.endsOn || b.endsOn >= b.startsOn, {
    message: invoiceScheduleMessages.endsBeforeStart,
    path: ['endsOn'],
  });
export type InvoiceScheduleRequest = z.infer<typeof invoiceScheduleRequest>;

/** POST /v1/invoice/{id}/schedule/status: pause, resume (skipping the runs missed while paused) or stop for good. */
export const invoiceScheduleAction = z.object({
  action: z.enum(['pause', 'resume', 'stop'], { error: 'The action must be pause, resume or stop' }),
});
export type InvoiceScheduleAction = z.infer<typeof invoiceScheduleAction>;

export const invoiceScheduleSchema = z.object({
  every: z.enum(scheduleEveryValues),
  days: z.number().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  count: z.number().nullable(),
  /** Invoices issued so far. */
  issued: z.number(),
  /** The next run date; null once stopped or ended. */
  nextRunOn: z.string().nullable(),
  status: z.enum(scheduleStatuses),
});
export type InvoiceSchedule = z.infer<typeof invoiceScheduleSchema>;
