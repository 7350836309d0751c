import type { TestApp } from '../helpers/app.ts';

/** Row count and an md5 of the rows of every tenant table (those with merchant_id) for one merchant, plus its user row. */
export async function snapshotTenant(t: TestApp, merchantId: string): Promise<Record<string, string>> {
  const { rows: tables } = await t.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'merchant_id' ORDER BY table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS h
         FROM "${table}" r WHERE merchant_id = $1`,
      [merchantId],
    );
    snapshot[table] = `${rows[0].n}:${rows[0].h}`;
  }
  const { rows } = await t.pool.query(`SELECT md5(u::text) AS h FROM users u WHERE id = $1`, [merchantId]);
  snapshot.users = rows[0].h;
  return snapshot;
}

/** Fails the caller when a response body carries a secret: a password, PIN or token hash. */
export const SECRET_MARKERS = [
  'passwordHash',
  'password_hash',
  'tokenHash',
  'token_hash',
  'pin_hash',
  'pinHash',
  'argon2',
];
export const secretsIn = (body: string) => SECRET_MARKERS.filter((marker) => body.includes(marker));

/**
 * Row count and an md5 of the rows of every table of the database: a request refused before it reaches a
 * route must leave all of them as they were (sessions, login attempts and rate-limit counters included).
 * Of the request limits' counts, those of unsafe methods: a browser's own GETs and preflights count too.
 */
export async function snapshotDatabase(
  pool: Pick<TestApp['pool'], 'query'>,
): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const only: Record<string, string> = {
    rate_limit_windows: `WHERE key ~ ' (POST|PUT|PATCH|DELETE) [^ ]+$'`,
  };
  const parts = tables.map(
    ({ table_name: table }) =>
      `SELECT '${table}' AS t, count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS h FROM "${table}" r ${only[table] ?? ''}`,
  );
  const { rows } = await pool.query<{ t: string; n: number; h: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
}

/** The tables whose snapshot differs between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );
