/* eslint-disable security/detect-non-literal-fs-filename -- reads the journal of the migrations folder, a path of the repository (config/paths.ts), never a request's */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../config/paths.ts';

/** A committed migration as drizzle-kit's journal lists it: its file name and its timestamp. */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations committed in apps/api/drizzle, in order (meta/_journal.json). */
export function committedMigrations(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** undefined_table, invalid_schema_name: the database has never been migrated. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/**
 * The committed migrations the database has not recorded as applied. Drizzle's migrator records each
 * applied migration in drizzle.__drizzle_migrations with the journal's timestamp as `created_at`, and
 * applies only those newer than the last one recorded; a migration is pending when its timestamp is not
 * recorded (one merged with an older timestamp than the last applied is pending for good, as it is).
 */
export async function pendingMigrations(
  db: Pick<pg.Pool, 'query'>,
  committed: JournalEntry[],
): Promise<string[]> {
  let applied: Set<number>;
  try {
    const { rows } = await db.query<{ at: string }>(
      'SELECT created_at AS at FROM drizzle.__drizzle_migrations',
    );
    applied = new Set(rows.map((row) => Number(row.at)));
  } catch (error) {
    if (NEVER_MIGRATED.has(String((error as { code?: unknown }).code))) return committed.map((m) => m.tag);
    throw error;
  }
  return committed.filter((m) => !applied.has(m.when)).map((m) => m.tag);
}
