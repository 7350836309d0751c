import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from '../../../src/db/embedded.ts';
import { clusterProcesses, isAlive } from '../../../src/db/postmaster.ts';
import { call, postmasterPid, type ServerProcess, startServer } from './server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-leftover-'));
chmodSync(dataDir, 0o755); // the embedded server runs as the `postgres` user when we are root
const pgDir = path.join(dataDir, 'pg');
const pidFile = path.join(pgDir, 'postmaster.pid');
const started: ServerProcess[] = [];

async function server(): Promise<ServerProcess> {
  const s = await startServer(await freePort(), { DATA_DIR: dataDir });
  started.push(s);
  return s;
}

async function stop(s: ServerProcess): Promise<number | null> {
  s.child.kill('SIGTERM');
  return s.exited;
}

/** A write through the server, and its count: the same data directory is used across every server. */
async function join(s: ServerProcess, email: string) {
  const res = await call(`${s.base}/v1/users/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return res.status;
}

describe('a server started on a data directory whose PostgreSQL is already running, or left a pid file', () => {
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    for (const pid of await clusterProcesses(pgDir)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses a cluster another live process runs, adopts one a killed server left, and clears a stale pid file', async () => {
    const outcomes: string[] = [];

    // 1. Another process (this test) runs the cluster: the server uses it and leaves it running.
    const owner = await startEmbeddedPostgres(pgDir);
    const ownerPid = postmasterPid(pgDir);
    const first = await server();
    expect(await join(first, 'one@example.com')).toBe(201);
    expect(first.output()).toContain('using the PostgreSQL another process runs');
    expect(await stop(first)).toBe(0);
    expect(isAlive(ownerPid)).toBe(true);
    await owner.stop();
    outcomes.push('shared a live cluster and left it running');

    // 2. A server killed with SIGKILL leaves its cluster running: the next one adopts it and stops it.
    const killed = await server();
    const orphan = postmasterPid(pgDir);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(isAlive(orphan)).toBe(true);
    const adopter = await server();
    expect(adopter.output()).toContain('adopted the PostgreSQL left running');
    expect(await join(adopter, 'two@example.com')).toBe(201);
    expect(await stop(adopter)).toBe(0);
    expect(isAlive(orphan)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    outcomes.push('adopted an orphan and stopped it on SIGTERM');

    // 3. A pid file whose pid is now another live process (this one): removed, and the server starts.
    writeFileSync(pidFile, `${process.pid}\n${pgDir}\n1700000000\n5432\n/tmp\n127.0.0.1\n  1  2\nready\n`);
    const third = await server();
    expect(await join(third, 'one@example.com')).toBe(200); // still on the list: the data survived it all
    expect(await stop(third)).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
    expect(await clusterProcesses(pgDir)).toEqual([]);
    outcomes.push('cleared a stale pid file');
    console.log(`leftover cluster: ${outcomes.join('; ')}; 0 postgres processes left`);
  });
});
