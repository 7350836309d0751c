import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
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
