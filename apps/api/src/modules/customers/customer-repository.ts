import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, ledgerAccountTotals } from '../../db/schema/index.ts';
import { pageOf } from '../../lib/db/rows.ts';

const columns = { id: customers.id, name: customers.name, email: customers.email, phone: customers.phone };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const customerRepository = {
  async insert(db: Executor, merchantId: string, values: { name: string; email: string; phone: string }) {
    const [row] = await db
      .insert(customers)
      .values({ merchantId, ...values })
      .returning(columns);
    return row!;
  },

  /**
   * The NGN store credit (minor units) the merchant owes each of `emails`, from the ledger's kept totals
   * of their `store_credit:<email>` accounts (refunds to store credit, decision 038).
   */
  async storeCredits(db: Executor, merchantId: string, emails: string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await db
      .select({ account: ledgerAccountTotals.account, balance: ledgerAccountTotals.balance })
      .from(ledgerAccountTotals)
      .where(
        and(
          eq(ledgerAccountTotals.merchantId, merchantId),
          eq(ledgerAccountTotals.currency, 'NGN'),
          inArray(
            ledgerAccountTotals.account,
            emails.map((email) => `store_credit:${email.toLowerCase()}`),
          ),
        ),
      );
    return new Map(rows.map((r) => [r.account.slice('store_credit:'.length), r.balance]));
  },

  /** A page of the merchant's customers, newest first, optionally those whose name contains `name`. */
  async list(db: Executor, merchantId: string, opts: { name?: string; limit: number; offset: number }) {
    const conditions: SQL[] = [eq(customers.merchantId, merchantId)];
    if (opts.name) conditions.push(ilike(customers.name, `%${escapeLike(opts.name)}%`));
    const where = and(...conditions);
    return pageOf(db, customers, {
      columns,
      where,
      orderBy: [desc(customers.createdAt), desc(customers.id)],
      ...opts,
    });
  },
};
