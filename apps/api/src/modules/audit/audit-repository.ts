import { and, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditFilters } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { newestFirst } from '../../lib/db/newest-first.ts';
import { escapeLike } from '../../lib/db/query-input.ts';

export type AuditRow = Omit<typeof auditEntries.$inferSelect, 'merchantId'>;
export type NewAuditRow = Omit<typeof auditEntries.$inferInsert, 'id' | 'createdAt'>;
/** The last entry of a page: the next page starts just after it. */
export interface AuditCursor {
  createdAt: Date;
  id: string;
}

const { merchantId: _merchant, ...shown } = getTableColumns(auditEntries);

/** `%` and `_` typed by the merchant are matched as themselves. */
const nextDay = (day: string) => sql`(${day}::date + 1)::timestamptz AT TIME ZONE 'UTC'`;

function conditions(merchantId: string, f: AuditFilters, cursor: AuditCursor | null): SQL[] {
  const t = auditEntries;
  return [
    eq(t.merchantId, merchantId),
    f.actor ? or(ilike(t.actorName, `${escapeLike(f.actor)}%`), eq(t.actorId, f.actor)) : undefined,
    f.action ? ilike(t.action, `${escapeLike(f.action)}%`) : undefined,
    f.objectType ? eq(t.objectType, f.objectType) : undefined,
    f.objectId ? eq(t.objectId, f.objectId) : undefined,
    f.from ? gte(t.createdAt, sql`${f.from}::date::timestamp AT TIME ZONE 'UTC'`) : undefined,
    f.to ? lt(t.createdAt, nextDay(f.to)) : undefined,
    cursor
      ? sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

export const auditRepository = {
  insert: (db: Executor, row: NewAuditRow) => db.insert(auditEntries).values(row),

  /** Up to `limit` entries matching the filters, newest first, after `cursor`. */
  page: (
    db: Executor,
    merchantId: string,
    filters: AuditFilters,
    cursor: AuditCursor | null,
    limit: number,
  ) =>
    db
      .select(shown)
      .from(auditEntries)
      .where(and(...conditions(merchantId, filters, cursor)))
      .orderBy(...newestFirst(auditEntries.createdAt, auditEntries.id))
      .limit(limit) as Promise<AuditRow[]>,

  /**
   * Deletes the entries older than `days` (every merchant's), in the one transaction the append-only
   * trigger lets delete (migration 0043).
   */
  deleteOlderThan: (db: Executor, days: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL oja.audit_retention = 'on'`);
      const deleted = await tx
        .delete(auditEntries)
        .where(lt(auditEntries.createdAt, sql`now() - make_interval(days => ${days})`))
        .returning({ id: auditEntries.id });
      return deleted.length;
    }),
};
