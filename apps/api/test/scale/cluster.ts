import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call } from '../security/slow/server-process.ts';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const haproxyConfig = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));

export const BALANCER_PORT = 4710;
export const INSTANCE_PORTS = [4711, 4712, 4713] as const;
export const balancerUrl = `http://127.0.0.1:${BALANCER_PORT}`;

/**
 * Production settings (NODE_ENV=production, secrets of its own shared by every instance, no demo), with
 * these disclosed changes so a few minutes show what hours would: every buyer reaches the instances from
 * the balancer's one address (so the per-address checkout limit is lifted), withdrawals are not held after
 * the bank account is saved nor capped per day, and the jobs, the carrier, the transfers and the
 * reservations run on seconds instead of minutes.
 */
export function instanceEnv(databaseUrl: string): Record<string, string> {
  const secret = () => randomBytes(24).toString('base64url');
  return {
    NODE_ENV: 'production',
    SIMULATED_PROVIDERS: 'true',
    HOST: '127.0.0.1',
    PUBLIC_URL: balancerUrl,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PAYSTACK_SECRET_KEY: `sk_test_${secret()}`,
    WALLET_PIN_KEY: secret(),
    CALENDAR_FEED_SECRET: secret(),
    CHECKOUT_PER_MINUTE: '1000000',
    WITHDRAWALS_PER_DAY: '1000000',
    WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: '0',
    LOGISTICS_STEP_SECONDS: '2',
    CHECKOUT_RESERVATION_MINUTES: '0.15',
    ORDER_JOBS_INTERVAL_MS: '1000',
    PAYMENTS_TRANSFER_DELAY_MS: '1000',
    DASHBOARD_ROLLUP_INTERVAL_MS: '2000',
    // Out of HAProxy's rotation (inter 500ms, fall 2) before a stopping instance closes its connections.
    STOP_DRAIN_MS: '1500',
  };
}

export interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts one Oja server process (src/server.ts, as `npm start` runs it without its supervisor). */
export function spawnInstance(port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-scale-data-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return { port, child, exited, output: () => output };
}

/** Resolves once the instance answers /healthz 200; throws with its output if it ends or takes too long. */
export async function healthy(instance: Instance, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const answer = await call(`http://127.0.0.1:${instance.port}/healthz`, {}, 2_000);
    if (answer.status === 200) return;
    if (instance.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on ${instance.port} did not become healthy:\n${instance.output()}`);
}

export interface Balancer {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Debian's HAProxy on deploy/haproxy.cfg, in the foreground, with the loopback addresses of the test. */
export function startBalancer(): Balancer {
  let output = '';
  const [app1, app2, app3] = INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`);
  const child = spawn('haproxy', ['-db', '-f', haproxyConfig], {
    env: {
      ...process.env,
      OJA_LISTEN: `127.0.0.1:${BALANCER_PORT}`,
      OJA_APP1: app1!,
      OJA_APP2: app2!,
      OJA_APP3: app3!,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Stops an instance with SIGTERM (a rolling restart's step) and resolves with its exit code. */
export async function terminate(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  return instance.exited;
}
