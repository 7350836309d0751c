import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { resetDemo } from '../../src/cli/demo-reset.ts';
import { loadEnv } from '../../src/config/env.ts';
import { createPool } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { TEST_ENV } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

const DATA_DIR = '/tmp/oja-demo-reset-test';

describe('npm run demo:reset', () => {
  const pools: ReturnType<typeof createPool>[] = [];
  afterAll(async () => Promise.all(pools.map((p) => p.end())));

  it('rebuilds the demo from scratch under a running server, leaving the ledger append-only', async () => {
    const url = await createTestDatabase();
    const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'accounts', DATA_DIR });
    await seedDemo(env, url);
    // A running server: its pool holds a connection, and the database has data of its own and media.
    const server = createPool(url, 2);
    pools.push(server);
    await server.query(`UPDATE users SET business_name = 'Renamed' WHERE email = 'seller@oja.demo'`);
    mkdirSync(`${DATA_DIR}/media`, { recursive: true });
    writeFileSync(`${DATA_DIR}/media/stray.jpg`, 'x');

    const report = await resetDemo(env, url);
    expect(report.seeded).toBe(true);
    expect(existsSync(`${DATA_DIR}/media/stray.jpg`)).toBe(false);

    // The server's pool reconnects to the new database and finds the demo as first seeded.
    const query = async (sql: string) => (await server.query(sql).catch(() => server.query(sql))).rows;
    expect(await query(`SELECT business_name FROM users WHERE email = 'seller@oja.demo'`)).toEqual([
      { business_name: 'Adaeze Fabrics & Co.' },
    ]);
    const [{ n }] = await query(`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.merchant_id
      WHERE u.email = 'seller@oja.demo'`);
    expect(n).toBeGreaterThanOrEqual(300);
    // The migrations made the ledger's guards again: no ordinary statement may change a ledger row.
    await expect(server.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    await expect(server.query(`UPDATE ledger_transactions SET description = 'x'`)).rejects.toThrow(
      /append-only/,
    );
  }, 180_000);

  it('refuses to run in production', async () => {
    const env = { ...loadEnv({ ...TEST_ENV, DATA_DIR }), NODE_ENV: 'production' as const };
    await expect(resetDemo(env, 'postgres://nobody@127.0.0.1:1/none')).rejects.toThrow(/production/);
  });
});
