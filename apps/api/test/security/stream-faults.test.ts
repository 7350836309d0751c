import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { TEST_ENV } from '../helpers/app.ts';
import { createDatabase } from '../../src/db/client.ts';
import type { TestApp } from '../helpers/app.ts';
import { createTestPool } from '../helpers/database.ts';
import { type Fault, type FaultSwitch, injectFaults } from '../helpers/fault-pool.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { png, upload } from '../catalogue/helpers.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { listRoutes, routeName } from './openapi-routes.ts';

/** More than two export batches (1,000 rows each), so a fault can land after the first bytes are sent. */
const PRODUCTS = 2_500;
const FAULTS: Fault[] = ['terminate', 'statement'];

interface Target {
  url: string;
  headers: Record<string, string>;
  /** Whether a body is the whole answer (a cut one must never pass for complete). */
  complete: (body: Buffer) => boolean;
}

interface Outcome {
  status: number;
  /** The connection was cut after the headers: the client sees an incomplete body, never a short 200. */
  cut: boolean;
  body: Buffer;
}

let app: FastifyInstance;
let pool: pg.Pool;
let faults: FaultSwitch;
let base: string;
let dataDir: string;
let merchant: TestMerchant;
const processErrors: unknown[] = [];
const onProcessError = (error: unknown) => void processErrors.push(error);

/** No answer may hang: a stream whose error was lost never ends. */
const ANSWER_LIMIT_MS = 10_000;

async function get(target: Target): Promise<Outcome> {
  const signal = AbortSignal.timeout(ANSWER_LIMIT_MS);
  const res = await fetch(base + target.url, { headers: target.headers, signal }).catch(() => undefined);
  if (!res) return { status: 0, cut: false, body: Buffer.from('no answer') };
  try {
    return { status: res.status, cut: false, body: Buffer.from(await res.arrayBuffer()) };
  } catch {
    return { status: res.status, cut: !signal.aborted, body: Buffer.from('no end') };
  }
}

const parseEnvelope = (body: Buffer): { status?: string } | undefined => {
  try {
    return JSON.parse(body.toString()) as { status?: string };
  } catch {
    return undefined;
  }
};

const csvRows = (body: Buffer) => body.toString('utf8').trimEnd().split('\n').length;

/** A 200 fixture for every route whose answer is a file or a stream rather than a JSON envelope. */
const fixtures: Record<string, () => Promise<Target>> = {
  'GET /v1/products/export.csv': async () => {
    await pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, category, price_minor, units)
       SELECT $1, uuidv7(), 'SKU-' || n, 'Stream product ' || n, 'Fashion', 1000 + n, 3 FROM generate_series(1, $2) n`,
      [merchant.id, PRODUCTS],
    );
    return {
      url: '/v1/products/export.csv',
      headers: merchant.headers,
      complete: (body) => csvRows(body) === PRODUCTS + 1,
    };
  },
  'GET /v1/audit-log/export.csv': async () => {
    // Writes the audit log records: a product created and renamed.
    const made = await app.inject({
      method: 'POST',
      url: '/v1/product',
      headers: merchant.headers,
      payload: { name: 'Audited tote', category: 'Fashion', price: 500, units: 2 },
    });
    const id = made.json().data.id as string;
    await app.inject({
      method: 'PUT',
      url: `/v1/product/${id}`,
      headers: merchant.headers,
      payload: { name: 'Renamed tote' },
    });
    return {
      url: '/v1/audit-log/export.csv',
      headers: merchant.headers,
      complete: (body) => csvRows(body) >= 3,
    };
  },
  'GET /v1/products/import/template.csv': async () => ({
    url: '/v1/products/import/template.csv',
    headers: merchant.headers,
    complete: (body) => csvRows(body) === 2,
  }),
  'GET /v1/invoice/{id}/pdf': async () => {
    const invoice = await createInvoice({ app } as TestApp, merchant);
    return {
      url: `/v1/invoice/${invoice.id}/pdf`,
      headers: merchant.headers,
      complete: (body) => body.subarray(0, 5).toString() === '%PDF-' && body.includes('%%EOF'),
    };
  },
  'GET /v1/calendar/ics/{feedToken}.ics': async () => {
    const feed = await app.inject({ method: 'GET', url: '/v1/calendar/feed-url', headers: merchant.headers });
    return {
      url: new URL(feed.json().data.url as string).pathname,
      headers: {},
      complete: (body) => body.toString().trimEnd().endsWith('END:VCALENDAR'),
    };
  },
  'GET /media/{preset}/{id}/{file}': async () => {
    const image = await png(64, 64);
    const uploaded = await upload({ app } as TestApp, merchant, 'photo.png', image);
    return {
      url: new URL(uploaded.json().data.secure_url as string, 'http://x').pathname,
      headers: merchant.headers,
      complete: (body) => body.subarray(1, 4).toString() === 'PNG' && body.length > 100,
    };
  },
};

beforeAll(async () => {
  process.on('uncaughtException', onProcessError);
  process.on('unhandledRejection', onProcessError);
  ({ pool } = await createTestPool());
  // The request limit's count is spared: it lets the request through when it fails, by design (a limit
  // never decides a request; shared-rate-limit.test.ts), so a fault there is not the route's.
  faults = injectFaults(pool, (sql) => sql.includes('rate_limit_windows'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-stream-faults-'));
  // Background jobs would share the counted pool: they are off, so every counted query is the request's.
  const env = loadEnv({
    ...TEST_ENV,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PAYMENTS_JOB_INTERVAL_MS: '0',
    DASHBOARD_ROLLUP_INTERVAL_MS: '0',
  });
  app = await buildApp({ env, pool });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.logisticsSim?.jobs.stop();
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  merchant = await createMerchant({ db: createDatabase(pool) } as TestApp);
});

afterAll(async () => {
  await app?.close();
  await pool?.end();
  rmSync(dataDir, { recursive: true, force: true });
  process.off('uncaughtException', onProcessError);
  process.off('unhandledRejection', onProcessError);
});

describe('a database error in any streaming route', () => {
  it('reaches the request as a clean error or a cut body, never the process', async () => {
    const streaming = (await listRoutes(app)).filter((route) =>
      route.okTypes.some((type) => !type.includes('json')),
    );
    const names = streaming.map(routeName);
    // A new streaming route needs a fixture here, or this test fails.
    expect(names.filter((name) => !fixtures[name])).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(5);

    let requests = 0;
    let clean = 0;
    let cut = 0;
    const wrong: string[] = [];
    for (const name of names) {
      const target = await fixtures[name]!();
      faults.count();
      const baseline = await get(target);
      const queries = faults.queries;
      expect(baseline.status, name).toBe(200);
      expect(target.complete(baseline.body), name).toBe(true);

      for (const fault of FAULTS) {
        for (let at = 1; at <= queries; at++) {
          faults.arm(at, fault);
          const outcome = await get(target);
          faults.disarm();
          requests += 1;
          const envelope = outcome.cut ? undefined : parseEnvelope(outcome.body);
          if (outcome.cut) cut += 1;
          else if ([500, 503].includes(outcome.status) && envelope?.status === 'Failed') clean += 1;
          else
            wrong.push(
              `${name} ${fault} at query ${at}/${queries}: ${outcome.status} ${outcome.body.length} bytes`,
            );

          // The app is alive and whole after every fault: health and the same route answer in full.
          const health = await fetch(`${base}/healthz`);
          const again = await get(target);
          if (health.status !== 200 || again.status !== 200 || !target.complete(again.body)) {
            wrong.push(
              `${name} after ${fault} at query ${at}: health ${health.status}, again ${again.status}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(processErrors).toEqual([]);
    // At least one fault landed after the first bytes were sent (the mid-stream case).
    expect(cut).toBeGreaterThan(0);
    console.log(
      `stream faults: ${names.length} streaming routes × ${FAULTS.length} kinds of database error at every query ` +
        `position = ${requests} requests: ${clean} clean 5xx envelopes, ${cut} cut mid-body, ` +
        `${processErrors.length} process errors, app answered in full after each`,
    );
  });
});
