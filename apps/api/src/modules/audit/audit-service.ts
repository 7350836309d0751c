import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { AUDIT_CSV_COLUMNS, type AuditFilters, auditQuery, type AuditQuery } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { chain } from '../../lib/streams.ts';
import { type AuditCursor, auditRepository, type AuditRow } from './audit-repository.ts';

const EXPORT_BATCH = 1000;

const cursorOf = (row: AuditRow) => `${row.createdAt.toISOString()}_${row.id}`;

function parseCursor(cursor: string | undefined): AuditCursor | null {
  if (!cursor) return null;
  const split = cursor.lastIndexOf('_');
  const createdAt = new Date(cursor.slice(0, split));
  if (Number.isNaN(createdAt.getTime())) throw badRequest('Invalid cursor');
  return { createdAt, id: cursor.slice(split + 1) };
}

/** One page of the audit log, newest first, and the cursor of the next (older) page. */
export async function listAuditEntries(db: Executor, merchantId: string, query: AuditQuery) {
  const { before, limit, ...filters } = auditQuery.parse(query);
  const rows = await auditRepository.page(db, merchantId, filters, parseCursor(before), limit + 1);
  const results = rows.slice(0, limit);
  return { results, nextCursor: rows.length > limit ? cursorOf(results.at(-1)!) : null };
}

/** The cells of one entry in the CSV export. */
const toCells = (row: AuditRow): Record<(typeof AUDIT_CSV_COLUMNS)[number], string> => ({
  time: row.createdAt.toISOString(),
  actor_kind: row.actorKind,
  actor_id: row.actorId,
  actor_name: row.actorName,
  action: row.action,
  object_type: row.objectType,
  object_id: row.objectId ?? '',
  ip: row.ip,
  user_agent: row.userAgent,
  changes: JSON.stringify(row.changes),
});

async function* rowsFrom(db: Executor, merchantId: string, filters: AuditFilters, first: AuditRow[]) {
  for (let batch = first; ;) {
    for (const row of batch) yield toCells(row);
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    batch = await auditRepository.page(db, merchantId, filters, last, EXPORT_BATCH);
  }
}

/**
 * Every entry matching the filters as CSV, read a batch at a time so a long log never sits in memory.
 * The first batch is read before the answer starts, so an error there is answered like any other.
 */
export async function exportAuditCsv(
  db: Executor,
  merchantId: string,
  filters: AuditFilters,
): Promise<Readable> {
  const first = await auditRepository.page(db, merchantId, filters, null, EXPORT_BATCH);
  const writer = stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], cast: { string: guardCell } });
  return chain(Readable.from(rowsFrom(db, merchantId, filters, first)), writer);
}

/** A cell a spreadsheet would run as a formula starts with a quote instead. */
const guardCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Deletes every merchant's entries older than `days`; answers how many went. */
export const purgeOldAuditEntries = (db: Executor, days: number) => auditRepository.deleteOlderThan(db, days);
