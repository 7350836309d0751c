import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, createPool } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/database.ts';

const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);
let pool: pg.Pool;

beforeAll(async () => {
  process.on('warning', onWarning);
  pool = createPool(await createTestDatabase(), 2);
});

afterAll(async () => {
  process.off('warning', onWarning);
  await pool?.end();
});

it('runs reads started together inside a transaction one after the other on its client, without the driver queuing them', async () => {
  const db = createDatabase(pool);
  const read = (n: number) => db.execute(sql`SELECT ${n}::int AS n, pg_sleep(0.05)`);
  const results = await db.transaction(async (tx) =>
    Promise.all([1, 2, 3].map((n) => tx.execute(sql`SELECT ${n}::int AS n, pg_sleep(0.05)`))),
  );
  expect(results.map((r) => r.rows[0]?.n)).toEqual([1, 2, 3]);
  // Outside a transaction the same reads still go to the pool, two at a time.
  const outside = await Promise.all([read(4), read(5)]);
  expect(outside.map((r) => r.rows[0]?.n)).toEqual([4, 5]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings.map((w) => w.message)).toEqual([]);
});
