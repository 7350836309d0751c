import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { saveVersioned } from '../../lib/record-version.ts';
import { tasks } from '../../db/schema/index.ts';
import { findOne, insertOne, pageOf } from '../../lib/db/rows.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskInsert = typeof tasks.$inferInsert;
export type TaskChanges = Partial<
  Pick<TaskInsert, 'title' | 'note' | 'dueDate' | 'status' | 'linkType' | 'linkId' | 'completedAt'>
>;

export interface TaskFilters {
  status?: TaskRow['status'];
  dueFrom?: string;
  dueTo?: string;
}

const byId = (merchantId: string, id: string) => and(eq(tasks.merchantId, merchantId), eq(tasks.id, id));

export const taskRepository = {
  insert: (db: Executor, values: TaskInsert) => insertOne(db, tasks, values),

  findById: (db: Executor, merchantId: string, id: string, forUpdate = false) =>
    findOne(db, tasks, byId(merchantId, id), forUpdate),

  async update(
    db: Executor,
    merchantId: string,
    id: string,
    changes: TaskChanges,
    version?: number,
  ): Promise<TaskRow | undefined> {
    return saveVersioned(db, tasks, byId(merchantId, id), changes, version);
  },

  /** Soonest due first, undated last, then oldest first (indexes tasks_merchant_[status_]due). */
  async page(db: Executor, merchantId: string, filters: TaskFilters, page: number, limit: number) {
    const conditions: SQL[] = [eq(tasks.merchantId, merchantId)];
    if (filters.status) conditions.push(eq(tasks.status, filters.status));
    if (filters.dueFrom) conditions.push(gte(tasks.dueDate, filters.dueFrom));
    if (filters.dueTo) conditions.push(lte(tasks.dueDate, filters.dueTo));
    const where = and(...conditions);
    return pageOf(db, tasks, {
      where,
      orderBy: [sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt), desc(tasks.id)],
      limit,
      offset: (page - 1) * limit,
    });
  },
};
