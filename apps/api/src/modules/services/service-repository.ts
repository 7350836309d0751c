import { and, count, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { saveVersioned } from '../../lib/record-version.ts';
import type { ServiceRow } from './service-mapper.ts';
import { escapeLike } from '../../lib/db/query-input.ts';
import { findOne, insertOne } from '../../lib/db/rows.ts';
import { newestFirst } from '../../lib/db/newest-first.ts';

export type ServiceInsert = typeof services.$inferInsert;

export interface ServiceFilters {
  status?: ProductStatus;
  /** A canonical category name; matches services listing it among their categories. */
  category?: string;
  name?: string;
}

const byNewest = newestFirst(services.createdAt, services.id);
const byId = (merchantId: string, id: string) =>
  and(eq(services.merchantId, merchantId), eq(services.id, id));

function whereOf(merchantId: string, f: ServiceFilters): SQL {
  const conditions: SQL[] = [eq(services.merchantId, merchantId)];
  if (f.status) conditions.push(eq(services.status, f.status));
  if (f.category)
    conditions.push(sql`${services.categories} @> ${JSON.stringify([{ name: f.category }])}::jsonb`);
  if (f.name) conditions.push(ilike(services.name, `%${escapeLike(f.name)}%`));
  return and(...conditions)!;
}

export const serviceRepository = {
  async countAll(db: Executor, merchantId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(services)
      .where(eq(services.merchantId, merchantId));
    return row?.n ?? 0;
  },

  insert: (db: Executor, values: ServiceInsert) => insertOne(db, services, values),

  findById: (db: Executor, merchantId: string, id: string, forUpdate = false) =>
    findOne(db, services, byId(merchantId, id), forUpdate),

  /** Raises the version; with `version`, only while it is still that one (decision 019). */
  async update(
    db: Executor,
    merchantId: string,
    id: string,
    values: Partial<ServiceInsert>,
    version?: number,
  ): Promise<ServiceRow | undefined> {
    return saveVersioned(db, services, byId(merchantId, id), values, version);
  },

  async delete(db: Executor, merchantId: string, ids: string[]): Promise<number> {
    const rows = await db
      .delete(services)
      .where(and(eq(services.merchantId, merchantId), inArray(services.id, ids)))
      .returning({ id: services.id });
    return rows.length;
  },

  async page(db: Executor, merchantId: string, filters: ServiceFilters, page: number, limit: number) {
    const where = whereOf(merchantId, filters);
    const keys = db
      .select({ id: services.id })
      .from(services)
      .where(where)
      .orderBy(...byNewest)
      .limit(limit)
      .offset((page - 1) * limit)
      .as('page_keys');
    const [rows, totals] = await Promise.all([
      db
        .select(getTableColumns(services))
        .from(services)
        .innerJoin(keys, and(eq(services.merchantId, merchantId), eq(services.id, keys.id)))
        .orderBy(...byNewest),
      db.select({ total: count() }).from(services).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },
};
