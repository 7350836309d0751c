import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../../src/db/client.ts';
import type { TestApp } from '../../helpers/app.ts';
import { createMerchant } from '../../helpers/merchant.ts';
import type pg from 'pg';

const serverEntry = fileURLToPath(new URL('../../../src/server.ts', import.meta.url));
/** What `npm start` runs (after building the dashboard): the server under its supervisor. */
export const supervisorEntry = fileURLToPath(new URL('../../../src/supervise.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the real server (src/server.ts, or `entry`) as a child process and waits until /healthz
 * answers 200.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  entry = serverEntry,
): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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

/** The URL of the embedded cluster running on `pgDir`: its port is the fourth line of postmaster.pid. */
export function embeddedUrl(pgDir: string): string {
  const port = readFileSync(`${pgDir}/postmaster.pid`, 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(`${pgDir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** The pid of the postmaster running on `pgDir`. */
export const postmasterPid = (pgDir: string) =>
  Number(readFileSync(`${pgDir}/postmaster.pid`, 'utf8').split('\n')[0]);

/** The processes `pid` started that are still running (Linux). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Polls `url` until it answers 200; resolves the time it did, or undefined after `ms`. */
export async function until200(url: string, ms: number): Promise<number | undefined> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const answer = await call(url, {}, 2_000);
    if (answer.status === 200) return answer.endedAt;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
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
