import { randomBytes } from 'node:crypto';

/**
 * What a production-mode server needs besides NODE_ENV (apps/api/src/config/dev-defaults.ts): secrets of
 * its own, generated per run here, no demo seed, and its public address.
 */
export const productionSettings = (publicUrl: string) => ({
  NODE_ENV: 'production',
  PUBLIC_URL: publicUrl,
  SEED_DEMO: 'false',
  DEMO_LIVE: 'false',
  PAYSTACK_SECRET_KEY: `sk_bench_${randomBytes(24).toString('hex')}`,
  WALLET_PIN_KEY: randomBytes(32).toString('base64url'),
  CALENDAR_FEED_SECRET: randomBytes(32).toString('base64url'),
});
