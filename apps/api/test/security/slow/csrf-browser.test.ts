import type http from 'node:http';
import type pg from 'pg';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadEnv } from '../../../src/config/env.ts';
import { createDatabase, createPool } from '../../../src/db/client.ts';
import { freePort } from '../../../src/db/embedded.ts';
import { TEST_ENV, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { createMerchant, TEST_PASSWORD } from '../../helpers/merchant.ts';
import { png } from '../../catalogue/helpers.ts';
import { fillPath, listRoutes } from '../openapi-routes.ts';
import { changedTables, snapshotDatabase } from '../snapshot.ts';
import { bodyFor, idFor, seedTenant } from '../tenant-fixtures.ts';
import { type Attack, chromiumOptions, fireAttacks, startAttackerServer } from './browser-attack.ts';
import { type ServerProcess, startServer } from './server-process.ts';

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Background jobs off, so that only requests can change the database. */
// Background jobs off (payments, roll-ups, the order jobs that mail receipts and deliver stock alerts,
// webhooks): during the attack the database changes only if an attack gets through.
const QUIET = {
  PAYMENTS_JOB_INTERVAL_MS: '0',
  DASHBOARD_ROLLUP_INTERVAL_MS: '0',
  ORDER_JOBS_INTERVAL_MS: '0',
  WEBHOOK_INTERVAL_MS: '0',
};

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** The status of every unsafe /v1 request the server logged after `from` (its own request log). */
function answeredUnsafe(output: string, from: number): Map<string, number> {
  const requests = new Map<string, { method: string; url: string }>();
  const statuses = new Map<string, number>();
  for (const text of output.slice(from).split('\n')) {
    if (!text.startsWith('{')) continue;
    const line = JSON.parse(text) as LogLine;
    if (line.msg === 'incoming request' && line.reqId && line.req) requests.set(line.reqId, line.req);
    const req = line.reqId ? requests.get(line.reqId) : undefined;
    if (line.msg === 'request completed' && req && UNSAFE.includes(req.method) && req.url.startsWith('/v1/'))
      statuses.set(line.reqId!, line.res!.statusCode);
  }
  return statuses;
}

describe('CSRF in a real browser: a page on another port of the same host', () => {
  let server: ServerProcess | undefined;
  let attacker: http.Server | undefined;
  let browser: Browser | undefined;
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await browser?.close();
    attacker?.close();
    await pool?.end();
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it('changes nothing through any unsafe route, and the merchant stays signed in', async () => {
    const url = await createTestDatabase();
    const port = await freePort();
    server = await startServer(port, { DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'info', ...QUIET });

    // A merchant with one object of every kind, written through an in-process app on the same database
    // (its background jobs off too).
    pool = createPool(url, 4);
    const env = loadEnv({ ...TEST_ENV, ...QUIET });
    const app = await buildApp({ env, pool });
    await app.ready();
    const seeder: TestApp = { app, pool, db: createDatabase(pool), env, close: () => app.close() };
    const [merchant, recipient] = [await createMerchant(seeder), await createMerchant(seeder)];
    const ids = await seedTenant(seeder, merchant, recipient);
    // Logout last: were it accepted early, the rest would simply be unauthenticated.
    const unsafe = (await listRoutes(app))
      .filter((route) => UNSAFE.includes(route.method))
      .sort((x, y) => Number(x.path.endsWith('/logout')) - Number(y.path.endsWith('/logout')));
    const csv = (await app.inject({ url: '/v1/products/import/template.csv', headers: merchant.headers }))
      .body;
    await seeder.close();

    // The merchant signs in on the dashboard's origin.
    const dashboard = `http://localhost:${port}`;
    browser = await chromium.launch(chromiumOptions);
    const context = await browser.newContext();
    const own = await context.newPage();
    await own.goto(`${dashboard}/healthz`);
    const signIn = await own.evaluate(
      async (body) =>
        (
          await fetch('/v1/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
        ).status,
      JSON.stringify({ email: merchant.email, password: TEST_PASSWORD }),
    );
    expect(signIn).toBe(200);
    const profileStatus = () => own.evaluate(async () => (await fetch('/v1/users/profile')).status);
    expect(await profileStatus()).toBe(200);

    // The attacker's page, same site (localhost), another origin (port).
    const attackerPort = await freePort();
    attacker = await startAttackerServer(attackerPort);
    const page = await context.newPage();
    await page.goto(`http://localhost:${attackerPort}/`);
    const attacks: Attack[] = unsafe.map((route) => ({
      method: route.method,
      url: `${dashboard}${fillPath(route, Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p, ids) ?? crypto.randomUUID()])))}`,
      json: bodyFor(route.method, route.path) ?? null,
      file: route.path === '/v1/uploads' ? 'png' : 'csv',
    }));

    const before = await snapshotDatabase(pool);
    const logFrom = server.output().length;
    const counts = await page.evaluate(fireAttacks, {
      attacks,
      pngBase64: (await png(8, 8)).toString('base64'),
      csv,
    });
    // Until the server's log stops growing: beacons and form posts finish on their own time.
    const sendable = counts.noCors + counts.forms + counts.beacons;
    let answered = answeredUnsafe(server.output(), logFrom);
    for (let i = 0; i < 50 && answered.size < sendable; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answered = answeredUnsafe(server.output(), logFrom);
    }
    const statuses = [...answered.values()];
    const changed = changedTables(before, await snapshotDatabase(pool));
    const stillSignedIn = (await profileStatus()) === 200;
    const fired = counts.fetches + counts.forms + counts.beacons;
    console.log(
      `csrf (browser): ${fired} requests fired from http://localhost:${attackerPort} at ${unsafe.length} unsafe routes ` +
        `(${counts.fetches} fetch of which ${counts.preflighted} stopped at the CORS preflight, ${counts.forms} form posts, ${counts.beacons} beacons); ` +
        `${statuses.length} reached the server, ${statuses.filter((s) => s === 403).length} answered 403; ` +
        `effects: ${changed.length} tables changed; merchant still signed in: ${stillSignedIn}`,
    );
    expect(changed).toEqual([]);
    expect(stillSignedIn).toBe(true);
    expect(statuses.filter((status) => status !== 403)).toEqual([]);
    // Every request a browser lets a page send reached the server (and was refused there).
    expect(statuses.length).toBe(sendable);
    expect(sendable).toBeGreaterThan(unsafe.filter((route) => route.method === 'POST').length * 7);
  });
});
