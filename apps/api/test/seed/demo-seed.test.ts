import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { createTestPool } from '../helpers/database.ts';
import { TEST_ENV } from '../helpers/app.ts';

// The story's present: a fixed instant (bookings are placed through the checkout, which takes only dates from today on).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

describe('the full demo seed', () => {
  let pool: Awaited<ReturnType<typeof createTestPool>>['pool'];
  let report: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    ({ pool } = await createTestPool());
    const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'full', DATA_DIR: '/tmp/oja-demo-seed-test' });
    report = await seedDemo(env, pool, { now: NOW });
    console.log(report);
  }, 120_000);
  afterAll(() => pool?.end());

  it('seeds', async () => {
    expect(report.seeded).toBe(true);
  });
});
