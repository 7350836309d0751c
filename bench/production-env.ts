import { randomBytes } from 'node:crypto';

/**
 * What a production-mode server needs besides NODE_ENV (apps/api/src/config/dev-defaults.ts): secrets of
 * its own, generated per run here, no demo seed, and its public address. The providers stay their built-in
 * simulations (SIMULATED_PROVIDERS): a benchmark never reaches Paystack or Terminal.
 */
export const productionSettings = (publicUrl: string) => ({
  NODE_ENV: 'production',
  SIMULATED_PROVIDERS: 'true',
  PUBLIC_URL: publicUrl,
  SEED_DEMO: 'false',
  DEMO_LIVE: 'false',
  PAYSTACK_SECRET_KEY: `sk_bench_${randomBytes(24).toString('hex')}`,
  WALLET_PIN_KEY: randomBytes(32).toString('base64url'),
  CALENDAR_FEED_SECRET: randomBytes(32).toString('base64url'),
});

/** A production-mode app measured inside this process (app.inject): silent, no web build, data in `dataDir`. */
export const inProcessSettings = (dataDir: string) => ({
  ...productionSettings('http://127.0.0.1'),
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  DATA_DIR: dataDir,
  // app.inject addresses its requests to Host localhost:80.
  ALLOWED_HOSTS: 'localhost:80',
});
