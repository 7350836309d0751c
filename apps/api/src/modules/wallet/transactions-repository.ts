import { and, count, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  addBusinessDays,
  businessInstant,
  type PaymentStatus,
  type TransactionsQuery,
  type TransactionType,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import {
  escrowHolds,
  ledgerAccountTotals,
  ledgerEntries,
  ledgerTransactions,
  payouts,
} from '../../db/schema/index.ts';
import { ACCOUNTS } from './ledger.ts';
import { newestFirst } from '../../lib/db/newest-first.ts';

/** A withdrawal line carries its payout's status; every other movement has happened, so it is a success. */
const paymentStatus = sql<PaymentStatus>`(CASE WHEN ${ledgerTransactions.kind} = 'withdrawal' THEN ${payouts.status} ELSE 'success' END)`;

const columns = {
  id: ledgerEntries.id,
  transactionId: ledgerEntries.transactionId,
  reference: ledgerTransactions.reference,
  type: sql<TransactionType>`${ledgerTransactions.kind}`,
  amount: ledgerEntries.amount,
  currency: ledgerEntries.currency,
  paymentStatus,
  description: ledgerTransactions.description,
  orderId: escrowHolds.orderId,
  orderReference: escrowHolds.orderReference,
  orderType: escrowHolds.orderType,
  createdAt: ledgerEntries.createdAt,
};

/** A date alone is a whole business day: the start of it, or (for an end) the start of the next one. */
const dayStart = (value: string, end: boolean) => {
  if (value.length > 10) return new Date(value);
  return businessInstant(end ? addBusinessDays(value, 1) : value);
};

const sameTransaction = and(
  eq(ledgerTransactions.merchantId, ledgerEntries.merchantId),
  eq(ledgerTransactions.id, ledgerEntries.transactionId),
);
const itsPayout = and(
  eq(ledgerTransactions.kind, 'withdrawal'),
  eq(payouts.merchantId, ledgerTransactions.merchantId),
  eq(payouts.reference, ledgerTransactions.reference),
);

/** An escrow release of a checkout order: the hold names the order. */
const itsOrder = and(
  eq(ledgerTransactions.kind, 'escrow_release'),
  eq(escrowHolds.merchantId, ledgerTransactions.merchantId),
  eq(escrowHolds.reference, ledgerTransactions.reference),
);

/** The statement is the merchant's wallet entries: one line per movement of one wallet. */
const statement = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sameTransaction)
    .leftJoin(payouts, itsPayout)
    .leftJoin(escrowHolds, itsOrder)
    .where(where);

/** Whether the statement is narrowed by more than its currency. */
const filtered = (q: TransactionsQuery) =>
  Boolean(q.action || q.type || q.paymentStatus || q.startDate || q.endDate);

/** The whole statement's size, kept beside the ledger (ledger_account_totals): no scan of the entries. */
async function countAll(db: Executor, merchantId: string, currency: TransactionsQuery['currency']) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccountTotals.entries}), 0)::int` })
    .from(ledgerAccountTotals)
    .where(
      and(
        eq(ledgerAccountTotals.merchantId, merchantId),
        eq(ledgerAccountTotals.account, ACCOUNTS.wallet),
        currency ? eq(ledgerAccountTotals.currency, currency) : undefined,
      ),
    );
  return row?.total ?? 0;
}

async function countFiltered(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sameTransaction)
    .leftJoin(payouts, itsPayout)
    .where(where);
  return row?.total ?? 0;
}

export type StatementRow = Awaited<ReturnType<typeof statement>>[number];

export const transactionsRepository = {
  async page(db: Executor, merchantId: string, q: TransactionsQuery) {
    const where = and(
      eq(ledgerEntries.merchantId, merchantId),
      eq(ledgerEntries.account, ACCOUNTS.wallet),
      q.action === 'credit' ? gt(ledgerEntries.amount, 0) : undefined,
      q.action === 'debit' ? lt(ledgerEntries.amount, 0) : undefined,
      q.type ? eq(ledgerTransactions.kind, q.type) : undefined,
      q.currency ? eq(ledgerEntries.currency, q.currency) : undefined,
      q.paymentStatus ? sql`${paymentStatus} = ${q.paymentStatus}` : undefined,
      q.startDate ? gte(ledgerEntries.createdAt, dayStart(q.startDate, false)) : undefined,
      q.endDate ? lt(ledgerEntries.createdAt, dayStart(q.endDate, true)) : undefined,
    );
    const [rows, total] = await Promise.all([
      statement(db, where)
        .orderBy(...newestFirst(ledgerEntries.createdAt, ledgerEntries.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      filtered(q) ? countFiltered(db, where) : countAll(db, merchantId, q.currency),
    ]);
    return { rows, total };
  },

  async find(db: Executor, merchantId: string, id: string) {
    const [row] = await statement(
      db,
      and(
        eq(ledgerEntries.merchantId, merchantId),
        eq(ledgerEntries.account, ACCOUNTS.wallet),
        eq(ledgerEntries.id, id),
      ),
    );
    return row;
  },
};
