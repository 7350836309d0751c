import {
  BULK_EDIT_MAX,
  BULK_PREVIEW_ROWS,
  type BulkChange,
  type BulkEditBody,
  type BulkEditResult,
  type BulkFields,
  type BulkPreview,
  bulkEditMessages,
  fromMinor,
} from '@oja/contracts';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { AppError, conflict, invalid, unprocessable } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { loadCategories } from '../categories/index.ts';
import { type StoredFields, bulkEditRepository as repo, withIds } from './bulk-edit-repository.ts';
import { changedColumns } from './bulk-edit-sql.ts';
import { whereOf } from './product-filters.ts';
import { canonicalCategory, filtersOf } from './product-list-service.ts';

const editNotFound = () => new AppError('NOT_FOUND', bulkEditMessages.notFound);

const toFields = (f: StoredFields): BulkFields => ({
  price: fromMinor(f.price_minor),
  units: f.units,
  status: f.status,
  category: f.category,
  tags: f.tags,
  low_stock_threshold: f.low_stock_threshold,
});

/** The SQL condition of the target: picked ids (unknown or another merchant's simply match nothing) or the list's filters. */
async function targetWhere(db: Executor, merchantId: string, target: BulkEditBody['target']): Promise<SQL> {
  if ('productId' in target) return withIds(merchantId, [...new Set(target.productId)].filter(isUuid));
  const filters = await canonicalCategory(db, filtersOf({ page: 1, limit: 1, ...target.filter }));
  return whereOf(merchantId, filters);
}

/** The change with its category spelled as stored; an unknown category is a 400. */
async function checkedChange(db: Executor, change: BulkChange): Promise<BulkChange> {
  if (!change.category) return change;
  const category = (await loadCategories(db, 'product')).category(change.category);
  if (!category) invalid([{ field: 'change.category', message: bulkEditMessages.unknownCategory }]);
  return { ...change, category };
}

async function plan(db: Executor, merchantId: string, body: BulkEditBody) {
  const change = await checkedChange(db, body.change);
  return { change, columns: changedColumns(change), where: await targetWhere(db, merchantId, body.target) };
}

function assertCount(count: number) {
  if (count === 0) throw unprocessable(bulkEditMessages.nothingMatched);
  if (count > BULK_EDIT_MAX) throw unprocessable(bulkEditMessages.tooMany(BULK_EDIT_MAX));
}

/** What an apply of the same body would do now, changing nothing. */
export async function previewBulkEdit(
  db: Executor,
  merchantId: string,
  body: BulkEditBody,
): Promise<BulkPreview> {
  const { columns, where } = await plan(db, merchantId, body);
  const { n, refused } = await repo.summary(db, where, columns, false);
  assertCount(n);
  const [rows, refusedRows] = await Promise.all([
    repo.previewRows(db, where, columns, BULK_PREVIEW_ROWS),
    refused > 0 ? repo.refusedRows(db, where, columns, BULK_PREVIEW_ROWS) : [],
  ]);
  return {
    count: n,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      before: toFields(r.before),
      after: toFields(r.after),
    })),
    refusedCount: refused,
    refused: refusedRows.map((r) => ({ id: r.id, name: r.name, sku: r.sku, reason: r.reason })),
  };
}

/**
 * Applies the change to every target product in one transaction, all or nothing: the products are locked,
 * any that cannot take it make it a 422 naming them, and one UPDATE changes the rest while recording what
 * they were, for undo.
 */
export async function applyBulkEdit(
  db: Executor,
  merchantId: string,
  body: BulkEditBody,
): Promise<BulkEditResult> {
  const { change, columns, where } = await plan(db, merchantId, body);
  return db.transaction(async (tx) => {
    const { n, refused } = await repo.summary(tx, where, columns, true);
    assertCount(n);
    if (refused > 0) {
      const rows = await repo.refusedRows(tx, where, columns, BULK_PREVIEW_ROWS);
      throw new AppError(
        'UNPROCESSABLE',
        bulkEditMessages.refused(refused),
        rows.map((r) => ({ path: `products.${r.sku}`, message: `${r.name}: ${r.reason}` })),
      );
    }
    const id = newId();
    const count = await repo.apply(tx, merchantId, id, where, columns);
    await repo.insertEdit(tx, { merchantId, id, change, count });
    return { id, count, undone: false };
  });
}

/** Puts every product of the edit back as it was, unless one changed after it (409, nothing restored). */
export async function undoBulkEdit(db: Executor, merchantId: string, id: string): Promise<BulkEditResult> {
  if (!isUuid(id)) throw editNotFound();
  return db.transaction(async (tx) => {
    const edit = await repo.findEdit(tx, merchantId, id);
    if (!edit) throw editNotFound();
    if (edit.undoneAt) throw conflict(bulkEditMessages.alreadyUndone);
    const columns = changedColumns(edit.change as BulkChange);
    const changed = await repo.changedSince(tx, merchantId, id, columns);
    if (changed > 0) throw conflict(bulkEditMessages.changedSince(changed));
    await repo.restore(tx, merchantId, id, columns);
    await repo.markUndone(tx, merchantId, id);
    return { id, count: edit.count, undone: true };
  });
}
