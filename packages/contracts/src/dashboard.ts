import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { multiLineText, singleLineText } from './text.ts';
import { pageQuery } from './pagination.ts';
import { walletCurrency } from './wallet/currencies.ts';
import { taskMessages } from './task-messages.ts';
import { editableRecordFields } from './record-version.ts';

export { taskMessages } from './task-messages.ts';

/**
 * The dashboard (docs/product/dashboard.md): sales reports over a date range, customers, daily and monthly series, recent
 * customers, and tasks. Money crosses the API in major units (2 decimals); the server sums minor units.
 *
 * Counting rules, the same in every figure:
 * - An order counts as a sale once it is paid (its payment status is `paid` or `partially_refunded`;
 *   unpaid, expired and wholly refunded orders never count), on the UTC day of its `createdAt`, in its own
 *   currency (one currency per answer: `currency`, NGN by default).
 * - Sales are net of refunds: Σ (totalPrice − refunded) (cart plus delivery). The average order value is sales ÷ orders, rounded to
 *   the minor unit. Units are the quantities of product order lines.
 * - A customer is a buyer email per merchant. In a range, a customer is new when their first counted order
 *   (in that currency) falls in the range, returning when they ordered in the range and before it.
 * - Invoices issued: status ISSUED with a billing date in the range; invoices paid: paid in the range.
 * - Wallet inflow and outflow: credits and debits of the wallet account in the ledger during the range.
 * - The previous period is the same number of days right before the range; a change is the percentage
 *   (1 decimal) against it, null when the previous figure is 0.
 */

export const REPORT_DEFAULT_DAYS = 30;
/** The longest range one request may cover. */
export const REPORT_MAX_DAYS = 366;
/** The payment statuses of the orders every figure counts. */
export const COUNTED_PAYMENT_STATUSES = ['paid', 'partially_refunded'] as const;
export const TOP_PRODUCTS = 5;
export const RECENT_CUSTOMERS_DEFAULT = 10;
export const RECENT_CUSTOMERS_MAX = 50;

export const dashboardMessages = {
  reports: 'Reports fetched successfully',
  customers: 'Customers fetched successfully',
  daily: 'Daily sales fetched successfully',
  monthly: 'Monthly sales fetched successfully',
  recentCustomers: 'Recent customers fetched successfully',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: `The range can span at most ${REPORT_MAX_DAYS} days`,
  dateFormat: 'Use the YYYY-MM-DD date format',
} as const;

export const isoDay = z.iso.date(dashboardMessages.dateFormat);
const currencyParam = singleLineText().trim().toUpperCase().pipe(walletCurrency).default('NGN');

/** Days between two YYYY-MM-DD dates, both counted. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `from` and `to` are days (UTC), both included; `to` defaults to today and `from` to 30 days up to `to`. */
export const reportRangeQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional(), currency: currencyParam })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: dashboardMessages.fromAfterTo });
    else if (daysInRange(q.from, q.to) > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: dashboardMessages.rangeTooLong });
    }
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const recentCustomersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_CUSTOMERS_MAX).default(RECENT_CUSTOMERS_DEFAULT),
  currency: currencyParam,
});
export type RecentCustomersQuery = z.infer<typeof recentCustomersQuery>;

export const reportRange = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type ReportRange = z.infer<typeof reportRange>;

const amount = z.number();
const count = z.number().int();
const percent = z.number().nullable();

export const salesFigures = z.object({
  sales: amount,
  orders: count,
  averageOrderValue: amount,
  unitsSold: count,
  product: z.object({ sales: amount, orders: count }),
  service: z.object({ sales: amount, orders: count }),
  invoices: z.object({
    issued: z.object({ count, amount }),
    paid: z.object({ count, amount }),
  }),
  wallet: z.object({ inflow: amount, outflow: amount, net: amount }),
  /** VAT on the invoice money received in the range, net of refunds (decision 046). */
  vat: z.object({ collected: amount }),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesChange = z.object({
  sales: percent,
  orders: percent,
  averageOrderValue: percent,
  unitsSold: percent,
  productSales: percent,
  serviceSales: percent,
  invoicesIssued: percent,
  invoicesPaid: percent,
  walletInflow: percent,
  walletOutflow: percent,
  vatCollected: percent,
});
export type SalesChange = z.infer<typeof salesChange>;

export const topProduct = z.object({
  productId: z.string(),
  name: z.string(),
  units: count,
  revenue: amount,
});
export type TopProduct = z.infer<typeof topProduct>;

/** Figures of a range beside those of the same number of days just before it, in one currency. */
const againstPreviousRange = <T extends z.ZodType>(figures: T) => ({
  currency: z.string(),
  range: reportRange,
  previousRange: reportRange,
  current: figures,
  previous: figures,
});

/** GET /v1/dashboard/reports */
export const reportsData = z.object({
  ...againstPreviousRange(salesFigures),
  change: salesChange,
  topProducts: z.object({ byRevenue: z.array(topProduct), byUnits: z.array(topProduct) }),
});
export type ReportsData = z.infer<typeof reportsData>;

export const customerFigures = z.object({ customers: count, newCustomers: count, returningCustomers: count });
export type CustomerFigures = z.infer<typeof customerFigures>;

/** GET /v1/dashboard/customers */
export const customersData = z.object({
  ...againstPreviousRange(customerFigures),
  change: z.object({ customers: percent, newCustomers: percent, returningCustomers: percent }),
});
export type CustomersData = z.infer<typeof customersData>;

export const dailyPoint = z.object({ date: z.string(), sales: amount, orders: count });
/** GET /v1/dashboard/daily: every day of the range, days without orders as zeros. */
export const dailyData = z.object({ currency: z.string(), range: reportRange, days: z.array(dailyPoint) });
export type DailyData = z.infer<typeof dailyData>;

export const monthlyPoint = z.object({ month: z.string(), sales: amount, orders: count });
/** GET /v1/dashboard/monthly: the months (YYYY-MM) of the range, or the last 12 months; zeros included. */
export const monthlyData = z.object({
  currency: z.string(),
  range: reportRange,
  months: z.array(monthlyPoint),
});
export type MonthlyData = z.infer<typeof monthlyData>;

/** A buyer (by email) with their latest name and phone; `id` is their row in the customer book, if any. */
export const recentCustomer = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lastOrderDate: timestamp,
  ordersCount: count,
  totalSpent: amount,
});
export type RecentCustomer = z.infer<typeof recentCustomer>;
export const recentCustomersData = z.object({ currency: z.string(), results: z.array(recentCustomer) });
export type RecentCustomersData = z.infer<typeof recentCustomersData>;

/** The percentage change from `previous` to `current` (1 decimal); null when there is nothing to compare. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

// ── Tasks ─────────────────────────────────────────────────────────────────────

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const taskStatus = z.enum(TASK_STATUSES, { error: 'Status must be todo, in_progress or done' });
export type TaskStatus = z.infer<typeof taskStatus>;
export const TASK_LINK_TYPES = ['order', 'booking'] as const;

export const taskLink = z.object({
  type: z.enum(TASK_LINK_TYPES, { error: 'A link is to an order or a booking' }),
  id: singleLineText().trim().min(1, 'Choose what the task is about').max(64),
});
export type TaskLink = z.infer<typeof taskLink>;

const taskFields = {
  title: singleLineText()
    .trim()
    .min(1, taskMessages.titleRequired)
    .max(200, 'The title must be at most 200 characters'),
  note: multiLineText().trim().max(2000, 'The note must be at most 2000 characters').nullable(),
  dueDate: isoDay.nullable(),
  status: taskStatus,
  link: taskLink.nullable(),
};

/** POST /v1/dashboard/task */
export const taskCreate = z.object({
  title: taskFields.title,
  note: taskFields.note.optional(),
  dueDate: taskFields.dueDate.optional(),
  status: taskFields.status.default('todo'),
  link: taskFields.link.optional(),
});
export type TaskCreate = z.infer<typeof taskCreate>;

/** PUT /v1/dashboard/task/{id}: any of the fields; null clears the note, the due date or the link. */
export const taskUpdate = z
  .object({
    title: taskFields.title.optional(),
    note: taskFields.note.optional(),
    dueDate: taskFields.dueDate.optional(),
    status: taskFields.status.optional(),
    link: taskFields.link.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: taskMessages.nothingToUpdate,
  });
export type TaskUpdate = z.infer<typeof taskUpdate>;

/** GET /v1/dashboard/task: due date first (undated last), optionally one status and a due-date range. */
export const taskQuery = pageQuery
  .extend({ status: taskStatus.optional(), dueFrom: isoDay.optional(), dueTo: isoDay.optional() })
  .refine((q) => !q.dueFrom || !q.dueTo || q.dueFrom <= q.dueTo, {
    path: ['dueFrom'],
    message: dashboardMessages.fromAfterTo,
  });
export type TaskQuery = z.infer<typeof taskQuery>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  note: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: taskStatus,
  link: taskLink.nullable(),
  completedAt: timestamp.nullable(),
  ...editableRecordFields,
});
export type Task = z.infer<typeof taskSchema>;
