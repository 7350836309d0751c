import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv, type Env } from '../../src/config/env.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { createTestPool } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  env: Env;
  close: () => Promise<void>;
}

/**
 * The environment of every test app. `app.inject` addresses requests to Host `localhost:80`, so that host
 * is allowed; the dev outbox is on, since tests read the codes and links they are sent there.
 */
export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  SEED_DEMO: 'false',
  DEV_OUTBOX: 'true',
  ALLOWED_HOSTS: 'localhost:80',
  // Every injected request comes from 127.0.0.1; the sign-up limit has its own test (security/email-abuse).
  SIGNUPS_PER_ADDRESS: '100000',
  // Every test account is minutes old and resends to a few addresses; those limits have their own test
  // (security/email-abuse).
  NEW_ACCOUNT_DAYS: '0',
  MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY: '100000',
} as const;

/** The origin of the pages `app.inject` pretends to come from: a browser on the test app's own address. */
export const TEST_ORIGIN = 'http://localhost';

/**
 * The real application on a fresh database of its own. `beforeReady` may add routes (for error-handler
 * tests) before the app is sealed; `logger` replaces the silent one (tests that read the log lines).
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  beforeReady?: (app: FastifyInstance) => void,
  logger?: FastifyServerOptions['logger'],
): Promise<TestApp> {
  const { pool } = await createTestPool();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-test-data-'));
  const env = loadEnv({
    ...TEST_ENV,
    // Uploaded files of a test app go to a directory of its own, never the repository's data/.
    DATA_DIR: dataDir,
    ...overrides,
  });
  const app = await buildApp({ env, pool, logger });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: createDatabase(pool),
    pool,
    env,
    close: async () => {
      await app.close();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What production needs besides NODE_ENV (config/dev-defaults.ts): secrets of its own, no demo seed, its
 * address; the providers stay their simulations (SIMULATED_PROVIDERS), as no test reaches the real ones.
 */
export const productionEnv = () => ({
  NODE_ENV: 'production',
  SIMULATED_PROVIDERS: 'true',
  PUBLIC_URL: 'https://oja.example',
  SEED_DEMO: 'false',
  PAYSTACK_SECRET_KEY: `sk_live_${randomBytes(24).toString('hex')}`,
  WALLET_PIN_KEY: randomBytes(32).toString('base64url'),
  CALENDAR_FEED_SECRET: randomBytes(32).toString('base64url'),
});

/** The problems `loadEnv` lists for `source`, one per line of its error; none when it loads. */
export const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
    return [];
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ''));
  }
};

/** The parsed JSON body of an injected response. */
export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json<T>();

/** The sorted paths (`body.email`…) of the fields a 400 response names. */
export const errorPaths = (response: LightMyRequestResponse) =>
  response
    .json<{ errors: { path: string }[] }>()
    .errors.map((e) => e.path)
    .sort();

/**
 * The app of the enclosing `describe` (or file): `setUp` builds it, with whatever else the tests share, before
 * the first test; the app is closed after the last. `suiteApp(async () => ({ t, m } = await withMerchant(…)))`.
 */
export function suiteApp(setUp: () => Promise<TestApp | { t: TestApp }>) {
  let made: TestApp | { t: TestApp } | undefined;
  beforeAll(async () => {
    made = await setUp();
  });
  afterAll(() => (made && 't' in made ? made.t : made)?.close());
}
