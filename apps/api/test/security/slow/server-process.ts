import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../../src/db/client.ts';
import type { TestApp } from '../../helpers/app.ts';
import { createMerchant } from '../../helpers/merchant.ts';
import type pg from 'pg';

const serverEntry = fileURLToPath(new URL('../../../src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the real server (src/server.ts) as a child process and waits until /healthz answers 200. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, base, output: () => output, exited };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** A merchant with a live session, written straight into the server's database. */
export const merchantIn = (pool: pg.Pool) => createMerchant({ db: createDatabase(pool) } as TestApp);

export interface Answer {
  status: number | 'error' | 'timeout';
  startedAt: number;
  endedAt: number;
  retryAfter: string | null;
  body: string;
}

/** One HTTP call that never throws: a refused or reset connection is 'error', a hang past `ms` is 'timeout'. */
export async function call(url: string, init: RequestInit, ms = 10_000): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
    const body = await res.text();
    return {
      status: res.status,
      startedAt,
      endedAt: Date.now(),
      retryAfter: res.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    const status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error';
    return {
      status,
      startedAt,
      endedAt: Date.now(),
      retryAfter: null,
      body: String((error as Error).cause ?? error),
    };
  }
}
