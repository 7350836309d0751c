import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../src/db/client.ts';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../../src/db/embedded.ts';
import { type Answer, call, merchantIn, type ServerProcess, startServer } from './server-process.ts';

const LOOPS = 20;
const OUTAGE_MS = 4_000;
/** The server must answer 200s again this soon after PostgreSQL is back. */
const RECOVERY_LIMIT_S = 15;
/** The server must be gone this soon after SIGTERM, outage or not. */
const STOP_LIMIT_MS = 20_000;
/** No request may take longer than this, database or not. */
const ANSWER_LIMIT_MS = 6_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-pg-restart-'));
chmodSync(dir, 0o755); // the embedded server runs as the `postgres` user when we are root

interface Write extends Answer {
  name: string;
}

describe('PostgreSQL stopped and restarted under load', () => {
  let database: EmbeddedDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 while it is down, recovers by itself, and leaves no write half-applied', async () => {
    const pgPort = await freePort();
    const pgDir = path.join(dir, 'pg');
    database = await startEmbeddedPostgres(pgDir, { port: pgPort });
    const url = database.url();
    server = await startServer(await freePort(), { DATABASE_URL: url, DATABASE_POOL_SIZE: '10' });
    const pool = createPool(url, 2);
    const merchant = await merchantIn(pool);
    await pool.end();

    const headers = { ...merchant.headers, 'content-type': 'application/json' };
    const reads: Answer[] = [];
    const writes: Write[] = [];
    let running = true;
    const loop = async (id: number) => {
      for (let n = 0; running; n++) {
        reads.push(await call(`${server!.base}/v1/products?limit=20`, { headers }));
        const name = `load ${id}-${n}`;
        const body = JSON.stringify({
          name,
          category: 'Fashion',
          price: 1000 + n,
          units: 3,
          variation: [{ name: 'Size', options: [{ value: 'M' }, { value: 'L', units: 1 }] }],
        });
        writes.push({
          name,
          ...(await call(`${server!.base}/v1/product`, { method: 'POST', headers, body })),
        });
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));

    await sleep(2_000);
    await database.stop();
    const downAt = Date.now();
    await sleep(OUTAGE_MS / 2);
    const health = await call(`${server.base}/healthz`, {});
    await sleep(OUTAGE_MS / 2);
    const upAt = Date.now();
    database = await startEmbeddedPostgres(pgDir, { port: pgPort });

    let recoveredAt: number | undefined;
    while (!recoveredAt && Date.now() - upAt < RECOVERY_LIMIT_S * 1000) {
      const probe = await call(`${server.base}/v1/products?limit=1`, { headers });
      if (probe.status === 200) recoveredAt = probe.endedAt;
      else await sleep(100);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(loops);

    const all = [...reads, ...writes];
    const during = all.filter((a) => a.startedAt >= downAt && a.endedAt <= upAt);
    expect(health.status).toBe(503);
    expect(during.length).toBeGreaterThan(LOOPS);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 503, status: 'Failed', data: null });
    }
    // Before, during and after: every answer is a success or a 503, never a 500, a reset or a hang.
    expect(all.filter((a) => ![200, 201, 503].includes(a.status as number)).map((a) => a.body)).toEqual([]);
    expect(Math.max(...all.map((a) => a.endedAt - a.startedAt))).toBeLessThan(ANSWER_LIMIT_MS);
    expect(recoveredAt, 'the server did not recover by itself').toBeDefined();
    const after = all.filter((a) => a.startedAt > recoveredAt!);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((a) => a.status === 200 || a.status === 201)).toBe(true);

    const check = createPool(database.url(), 2);
    const stored = await check.query<{ name: string; n: number; options: number }>(
      `SELECT name, count(*)::int AS n, min(jsonb_array_length(variation->0->'options'))::int AS options
       FROM products WHERE merchant_id = $1 GROUP BY name`,
      [merchant.id],
    );
    const counted = await check.query<{ n: number }>(
      'SELECT coalesce(sum(n), 0)::int AS n FROM product_counts WHERE merchant_id = $1',
      [merchant.id],
    );
    await check.end();
    const byName = new Map(stored.rows.map((r) => [r.name, r]));
    const halfApplied = [
      ...writes.filter((w) => w.status === 201 && byName.get(w.name)?.n !== 1).map((w) => `lost ${w.name}`),
      ...stored.rows.filter((r) => r.n !== 1 || r.options !== 2).map((r) => `partial ${r.name}`),
      ...(counted.rows[0]!.n === stored.rows.length ? [] : ['product_counts drifted from products']),
    ];
    expect(halfApplied).toEqual([]);

    // The outage left nothing behind that holds the stop: no client kept checked out, no job stuck.
    server.child.kill('SIGTERM');
    const stopAt = Date.now();
    const code = await Promise.race([server.exited, sleep(STOP_LIMIT_MS).then(() => 'hung')]);
    const stopMs = Date.now() - stopAt;
    const slowSteps = server
      .output()
      .split('\n')
      .filter((line) => /still stopping|stop failed|did not finish/.test(line));
    expect(slowSteps).toEqual([]);
    expect(code).toBe(0);
    const recovered = ((recoveredAt! - upAt) / 1000).toFixed(1);
    console.log(
      `pg restart: ${during.length} requests during outage, all 503, recovered in ${recovered} s, ` +
        `${halfApplied.length} half-applied writes, SIGTERM afterwards → exit ${code} in ${(stopMs / 1000).toFixed(1)} s`,
    );
  });
});
