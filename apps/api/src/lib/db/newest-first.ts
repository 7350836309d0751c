import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Newest first, spelled `DESC NULLS LAST` to match the `(…, created_at DESC, id DESC)` indexes as drizzle
 * builds them: a bare `DESC` means NULLS FIRST, which such an index cannot serve, so PostgreSQL would read
 * and sort every row of the merchant instead of the first page's entries.
 */
export const newestFirst = (...columns: PgColumn[]): SQL[] => columns.map((c) => sql`${c} desc nulls last`);

/** The reverse walk of the same indexes (a page in the older half read from the oldest end). */
export const oldestFirst = (...columns: PgColumn[]): SQL[] => columns.map((c) => sql`${c} asc nulls first`);
