import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { newId, timestamps } from './columns.ts';
import { at, money } from './wallet-columns.ts';

// ── The simulated payment provider's own records (not tenant data: they stand in for Paystack) ──

export const paystackSimTransactions = pgTable('paystack_sim_transactions', {
  reference: text().primaryKey(),
  accessCode: text().notNull().unique(),
  email: text().notNull(),
  amount: money(),
  /** What refunds gave back so far; a refund past the charge is refused. */
  refundedAmount: money().default(0),
  currency: text().notNull(),
  status: text({ enum: ['pending', 'success', 'abandoned', 'reversed'] })
    .notNull()
    .default('pending'),
  callbackUrl: text(),
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  paidAt: at(),
  createdAt: timestamps.createdAt,
});

/** Each refund of a charge, as Paystack lists them (GET /refund?reference=…). */
export const paystackSimRefunds = pgTable(
  'paystack_sim_refunds',
  {
    id: uuid().primaryKey().$defaultFn(newId),
    transactionReference: text().notNull(),
    amount: money(),
    currency: text().notNull(),
    merchantNote: text(),
    status: text({ enum: ['processed'] })
      .notNull()
      .default('processed'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.transactionReference)],
);

export const paystackSimRecipients = pgTable('paystack_sim_recipients', {
  recipientCode: text().primaryKey(),
  name: text().notNull(),
  accountNumber: text().notNull(),
  bankCode: text().notNull(),
  currency: text().notNull(),
  createdAt: timestamps.createdAt,
});

export const paystackSimTransfers = pgTable(
  'paystack_sim_transfers',
  {
    reference: text().primaryKey(),
    transferCode: text().notNull().unique(),
    recipientCode: text().notNull(),
    amount: money(),
    currency: text().notNull(),
    reason: text().notNull(),
    status: text({ enum: ['pending', 'success', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    /** When the transfer job settles it (creation + the configured delay). */
    dueAt: at().notNull(),
    completedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.status, t.dueAt)],
);

/** Outgoing webhook events, delivered by a job with retries until acknowledged with a 2xx. */
export const paystackSimWebhooks = pgTable(
  'paystack_sim_webhooks',
  {
    id: uuid().primaryKey().$defaultFn(newId),
    event: text().notNull(),
    /** The exact body that is signed and sent. */
    payload: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastStatus: integer(),
    deliveredAt: at(),
    failedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('paystack_sim_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
