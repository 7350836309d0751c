import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { logisticsCompanies } from '../../db/schema/index.ts';
import { insertOne } from '../../lib/db/rows.ts';
import { newestFirst } from '../../lib/db/newest-first.ts';

export type LogisticsCompanyRow = typeof logisticsCompanies.$inferSelect;
export type LogisticsCompanyInsert = typeof logisticsCompanies.$inferInsert;

export const companyRepository = {
  insert: (db: Executor, values: LogisticsCompanyInsert) => insertOne(db, logisticsCompanies, values),

  async count(db: Executor, merchantId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(logisticsCompanies)
      .where(eq(logisticsCompanies.merchantId, merchantId));
    return row?.n ?? 0;
  },

  async list(db: Executor, merchantId: string): Promise<LogisticsCompanyRow[]> {
    return db
      .select()
      .from(logisticsCompanies)
      .where(eq(logisticsCompanies.merchantId, merchantId))
      .orderBy(...newestFirst(logisticsCompanies.createdAt, logisticsCompanies.id));
  },
};
