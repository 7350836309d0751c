import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '../../src/config/dev-defaults.ts';
import { problemsOf, productionEnv } from '../helpers/app.ts';

/** Every development default that is public in this repository, and what production says about each. */
const EXPECTED = [
  'PAYSTACK_SECRET_KEY: is the development default, which is public; set a secret of your own',
  'WALLET_PIN_KEY: is the development default, which is public; set a secret of your own',
  'CALENDAR_FEED_SECRET: is the development default, which is public; set a secret of your own',
  'SEED_DEMO: must be false in production (the demo accounts have a published password)',
  'PUBLIC_URL: required in production (emailed links would point to localhost)',
];

describe('production refuses development defaults', () => {
  it('lists every development default at once, and accepts production settings of its own', () => {
    expect(Object.keys(DEV_SECRETS)).toEqual([
      'PAYSTACK_SECRET_KEY',
      'WALLET_PIN_KEY',
      'CALENDAR_FEED_SECRET',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SIMULATED_PROVIDERS: 'true' })).toEqual(EXPECTED);
    // The defaults spelled out count as the defaults.
    expect(problemsOf({ ...productionEnv(), ...DEV_SECRETS })).toEqual(EXPECTED.slice(0, 3));
    for (const [name, value] of Object.entries(DEV_SECRETS)) {
      expect(problemsOf({ ...productionEnv(), [name]: value })).toEqual([
        EXPECTED.find((p) => p.startsWith(name)),
      ]);
    }
    expect(problemsOf({ ...productionEnv(), SEED_DEMO: 'true' })).toEqual([EXPECTED[3]]);
    expect(problemsOf(productionEnv())).toEqual([]);
    // Outside production the defaults keep a laptop working.
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    console.log(
      `production config: ${EXPECTED.length}/${EXPECTED.length} development defaults refused at once, each alone refused too`,
    );
  });

  it('refuses the built-in provider simulations in production unless a test rig asks for them', () => {
    const { SIMULATED_PROVIDERS: _, ...real } = productionEnv();
    expect(problemsOf(real)).toEqual([
      'PAYSTACK_BASE_URL: required in production — no money moves (unset, the built-in simulation runs; SIMULATED_PROVIDERS=true allows that on a test rig)',
      'TERMINAL_BASE_URL: required in production — no parcel ships (unset, the built-in simulation runs; SIMULATED_PROVIDERS=true allows that on a test rig)',
    ]);
    const providers = {
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
      TERMINAL_BASE_URL: 'https://api.terminal.africa/v1',
      TERMINAL_SECRET_KEY: `sk_live_${'7'.repeat(40)}`,
    };
    expect(problemsOf({ ...real, ...providers })).toEqual([]);
    // A variable Oja no longer reads is named, not silently ignored.
    expect(problemsOf({ ...real, ...providers, PAYMENTS_PROVIDER: 'paystack' })).toEqual([
      'PAYMENTS_PROVIDER: no longer read; PAYSTACK_BASE_URL chooses Paystack (unset: the built-in simulation)',
    ]);
    expect(problemsOf({ NODE_ENV: 'development', PAYMENTS_PROVIDER: 'simulated' })).toHaveLength(1);
  });

  it('does not start the server: it exits with the list before any database or port is opened', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-prod-'));
    const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const files = readdirSync(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Refusing to start in production');
    for (const problem of EXPECTED) expect(run.stderr).toContain(problem);
    expect(files).toEqual([]);
  }, 60_000);
});
