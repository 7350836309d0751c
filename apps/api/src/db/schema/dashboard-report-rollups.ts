import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { merchantId } from './tenant-columns.ts';

// ── Report roll-ups (docs/decisions/027-report-rollups.md) ─────────────────────
// Kept by the dashboard's roll-up job next to the sales roll-ups: whole past business days only.

const money = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * The invoice and wallet figures of each merchant, currency and business day: invoices issued (status
 * ISSUED) by billing date, invoices paid by the day they were paid, and the wallet account's credits and
 * debits in the ledger, and the VAT received on invoices (invoice_vat_entries, net of refunds; decision
 * 046). Days with none of them have no row.
 */
export const moneyDailyRollups = pgTable(
  'money_daily_rollups',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    issuedCount: integer().notNull().default(0),
    issuedAmount: money(),
    paidCount: integer().notNull().default(0),
    paidAmount: money(),
    inflow: money(),
    outflow: money(),
    vatCollected: money(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.day] })],
);

/**
 * Each product's units and revenue over a window of whole past days the dashboard offers (the rolled part
 * of "last 7 days", "last 30 days", "this month" and "last month"), with its latest name in the window.
 * The two rank indexes make a window's top products a read of a few index entries.
 */
export const orderProductWindowTotals = pgTable(
  'order_product_window_totals',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    windowFrom: date({ mode: 'string' }).notNull(),
    windowTo: date({ mode: 'string' }).notNull(),
    productId: uuid().notNull(),
    name: text().notNull(),
    /** The last day of the window the product sold on (whose name `name` is). */
    lastDay: date({ mode: 'string' }).notNull(),
    units: bigint({ mode: 'number' }).notNull(),
    revenue: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_product_window_totals_pk',
      columns: [t.merchantId, t.currency, t.windowFrom, t.windowTo, t.productId],
    }),
    index('order_product_window_totals_revenue').on(
      t.merchantId,
      t.currency,
      t.windowFrom,
      t.windowTo,
      t.revenue.desc().nullsFirst(),
      t.units.desc().nullsFirst(),
      t.productId,
    ),
    index('order_product_window_totals_units').on(
      t.merchantId,
      t.currency,
      t.windowFrom,
      t.windowTo,
      t.units.desc().nullsFirst(),
      t.revenue.desc().nullsFirst(),
      t.productId,
    ),
  ],
);
