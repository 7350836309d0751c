import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../src/config/paths.ts';
import { runMigrations } from '../src/db/migrate.ts';

/** An empty database (not a copy of the migrated template): what instances meet on their first start. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe('migrations started by several instances at once', () => {
  it('apply each migration once, and every instance starts', async () => {
    const { url, drop } = await emptyDatabase();
    try {
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => runMigrations(url)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

      const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: number; distinct: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
      );
      await client.end();
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    } finally {
      await drop();
    }
  });
});
