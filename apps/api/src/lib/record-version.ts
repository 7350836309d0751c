import { messages } from '@oja/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { AppError, badRequest } from './app-error.ts';

/** The request header an editable record's route declares (documented in OpenAPI; other headers pass). */
export const ifMatchHeaders = z.looseObject({
  'if-match': z.string().optional().describe('The version of the record this edit started from, e.g. "3".'),
});

/**
 * Optimistic concurrency for editable records (decision 019). A record carries an integer `version`,
 * raised by every save. An edit names the version it started from in `If-Match` ("3", 3 or W/"3");
 * the UPDATE applies only where the stored version still matches, in the same statement, so of two
 * edits from one version exactly one wins and the other gets 409 with the current version as ETag.
 * An edit without If-Match is applied as the latest word (docs/product/routes.md#api clients send none).
 */
export function expectedVersion(ifMatch: string | string[] | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const value = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value ?? '');
  if (!match?.[1])
    throw badRequest(messages.badIfMatch, [{ path: 'headers.if-match', message: messages.badIfMatch }]);
  return Number(match[1]);
}

/** The answer to an edit that started from an older version: 409, naming the current one. */
export const staleEdit = (currentVersion: number) =>
  new AppError('CONFLICT', messages.staleEdit, undefined, { etag: `"${currentVersion}"` });

/** A table whose rows carry `recordVersion()` (db/schema/columns.ts). */
type VersionedTable = PgTable & { version: PgColumn };

/** The SET part every write of a versioned record includes: its version goes up in the same UPDATE. */
export const nextVersion = (table: VersionedTable) => ({ version: sql<number>`${table.version} + 1` });

/**
 * Every save is a change at this moment, whatever `values` carries: a caller that spreads the record it
 * read (a status change, `{ ...invoice, status }`) would otherwise write back the old `updated_at`, and
 * what finds changes by it — the dashboard roll-ups' catch-up — would never see the save.
 */
const touched = (table: VersionedTable) =>
  'updatedAt' in getTableColumns(table) ? { updatedAt: new Date() } : {};

/**
 * The one way a versioned record is written: `values` go to the row `where` picks and its version goes
 * up by one, in a single UPDATE that also requires the version to still be `expected` when one is given.
 * No row written: the record is gone (undefined, the caller's 404) or another save came first — 409
 * with the version it left.
 */
export async function saveVersioned<T extends VersionedTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
  expected?: number,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set({ ...values, ...nextVersion(table), ...touched(table) } as PgUpdateSetSource<T>)
    .where(expected === undefined ? where : and(where, eq(table.version, expected)))
    .returning()) as T['$inferSelect'][];
  if (rows[0] || expected === undefined) return rows[0];
  const [current] = await db
    .select({ version: table.version })
    .from(table as PgTable)
    .where(where);
  if (current) throw staleEdit(Number(current.version));
  return undefined;
}

interface EditRequest<B> {
  user: { id: string };
  params: Record<string, string>;
  body: B;
  headers: { 'if-match'?: string | string[] };
}

/**
 * What a versioned edit's route hands its service: the merchant, the record's id (the `idParam` path
 * parameter), the body and the version from If-Match.
 */
export const editOf = <B>(request: EditRequest<B>, idParam = 'id') =>
  [
    request.user.id,
    request.params[idParam]!,
    request.body,
    expectedVersion(request.headers['if-match']),
  ] as const;
