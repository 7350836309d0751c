import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
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
 * The real application on a fresh database of its own. `beforeReady` may add routes (for error-handler
 * tests) before the app is sealed.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const { pool } = await createTestPool();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
    // Uploaded files of a test app go to a directory of its own, never the repository's data/.
    DATA_DIR: dataDir,
    ...overrides,
  });
  const app = await buildApp({ env, pool });
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

/** What production needs besides NODE_ENV (config/dev-defaults.ts): secrets of its own, no demo seed, its address. */
export const productionEnv = () => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://oja.example',
  SEED_DEMO: 'false',
  PAYSTACK_SECRET_KEY: `sk_live_${randomBytes(24).toString('hex')}`,
  WALLET_PIN_KEY: randomBytes(32).toString('base64url'),
  CALENDAR_FEED_SECRET: randomBytes(32).toString('base64url'),
});

/** The parsed JSON body of an injected response. */
export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json<T>();
