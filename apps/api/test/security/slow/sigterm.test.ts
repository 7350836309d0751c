import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../src/db/client.ts';
import { freePort, startEmbeddedPostgres } from '../../../src/db/embedded.ts';
import { call, merchantIn, startServer } from './server-process.ts';

const WRITES = 200;
const SLOW_READS = 20;
/** SIGTERM is sent once this many writes have been answered. */
const SIGNAL_AFTER = 10;
/** The server must be gone this soon after SIGTERM. */
const CLOSE_LIMIT_MS = 20_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-sigterm-'));
chmodSync(dataDir, 0o755); // the embedded server runs as the `postgres` user when we are root
const pgDir = path.join(dataDir, 'pg');
const pidFile = path.join(pgDir, 'postmaster.pid');

/** The server's own embedded cluster: its port is the fourth line of postmaster.pid. */
function serverDatabaseUrl() {
  const port = readFileSync(pidFile, 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(`${pgDir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

describe('SIGTERM under load', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the requests in flight, loses none it accepted, and stops its database', async () => {
    const server = await startServer(await freePort(), { DATA_DIR: dataDir });
    const pool = createPool(serverDatabaseUrl(), 2);
    const merchant = await merchantIn(pool);
    await pool.end();

    const headers = { ...merchant.headers, 'content-type': 'application/json' };
    const write = (i: number) =>
      call(`${server.base}/v1/product`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `sigterm ${i}`, category: 'Fashion', price: 500 + i, units: 2 }),
      }).then((answer) => ({ ...answer, name: `sigterm ${i}` }));
    const slowRead = () => call(`${server.base}/v1/products?limit=100`, { headers });

    let answered = 0;
    let firstAnswers!: () => void;
    const started = new Promise<void>((resolve) => (firstAnswers = resolve));
    const inFlight = Array.from({ length: WRITES }, (_, i) =>
      write(i).finally(() => ++answered === SIGNAL_AFTER && firstAnswers()),
    );
    const reads = Array.from({ length: SLOW_READS }, slowRead);
    // Stop the server once it has answered a few writes: the rest have reached it and are being handled.
    await started;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const [writes, readAnswers, code] = await Promise.all([
      Promise.all(inFlight),
      Promise.all(reads),
      server.exited,
    ]);
    const closeMs = Date.now() - signalledAt;

    expect(code, server.output()).toBe(0);
    expect(closeMs).toBeLessThan(CLOSE_LIMIT_MS);
    // PostgreSQL removes its pid file when it shuts down: no orphan server is left behind.
    expect(existsSync(pidFile)).toBe(false);

    const completed = writes.filter((w) => w.status === 201);
    const refused = writes.filter((w) => w.status === 503 || w.status === 'error');
    expect(completed.length + refused.length, 'every write either completed or was refused').toBe(WRITES);
    expect(completed.length).toBeGreaterThan(0);
    expect(readAnswers.every((r) => r.status === 200 || r.status === 503 || r.status === 'error')).toBe(true);

    const database = await startEmbeddedPostgres(pgDir);
    const check = createPool(database.url(), 2);
    const stored = await check.query<{ name: string }>('SELECT name FROM products WHERE merchant_id = $1', [
      merchant.id,
    ]);
    await check.end();
    await database.stop();
    const names = new Set(stored.rows.map((r) => r.name));
    const lost = completed.filter((w) => !names.has(w.name));
    expect(lost.map((w) => w.name)).toEqual([]);
    // A refused write was not applied either: its client can safely send it again.
    expect(refused.filter((w) => names.has(w.name)).map((w) => w.name)).toEqual([]);
    console.log(
      `sigterm: ${WRITES + SLOW_READS} in flight, ${completed.length} completed, ${lost.length} lost (exit 0 in ${(closeMs / 1000).toFixed(1)} s)`,
    );
  });
});
