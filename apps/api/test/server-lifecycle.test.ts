import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const supervisorEntry = fileURLToPath(new URL('../src/supervise.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-lifecycle-'));
chmodSync(dataDir, 0o755); // the embedded server runs as the `postgres` user when we are root

/**
 * Starts the real server (embedded PostgreSQL under dataDir) and waits until /healthz answers. The first
 * start initialises the database and seeds the demo, which takes a busy machine well over 30 s.
 */
async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  const deadline = started + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  const waited = Math.round((Date.now() - started) / 1000);
  throw new Error(`server did not start (exit code ${child.exitCode}, ${waited} s):\n${output}`);
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds once, stops its database on SIGTERM, and keeps the data across a restart', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain('Demo login: seller@oja.demo');
    const joined = await fetch(`http://127.0.0.1:${port}/v1/users/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(joined.status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await stopped(first.child)).toBe(0);
    // PostgreSQL removes its pid file when it shuts down: no orphan server is left behind.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start(port);
    const again = await fetch(`http://127.0.0.1:${port}/v1/users/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    // The entry survived the restart: joining again is answered as "already on the list" (200, not 201).
    expect(again.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@oja.demo', password: 'OjaDemo2026!' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await stopped(second.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 300_000);

  it('under its supervisor, a server that never started is not restarted: the supervisor exits with its code', async () => {
    const closedPort = await freePort();
    let output = '';
    const supervisor = spawn(process.execPath, ['--import', 'tsx', supervisorEntry], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://oja:oja@127.0.0.1:${closedPort}/oja`,
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout!.on('data', (chunk) => (output += chunk));
    supervisor.stderr!.on('data', (chunk) => (output += chunk));
    expect(await stopped(supervisor)).toBe(1);
    expect(output).toContain('ECONNREFUSED');
    expect(output).toContain('the server could not start; not restarting');
    expect(output).not.toContain('restarting it');
  }, 60_000);
});
