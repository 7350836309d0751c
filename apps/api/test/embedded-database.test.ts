import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client.ts';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { clusterProcesses, isAlive } from '../src/db/postmaster.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'oja-embedded-'));
chmodSync(root, 0o755); // the embedded server runs as the `postgres` user when we are root
const dir = path.join(root, 'pg');
const pidFile = path.join(dir, 'postmaster.pid');
const embeddedModule = fileURLToPath(new URL('../src/db/embedded.ts', import.meta.url));
/** The goal: PostgreSQL back this soon after a kill -9. */
const RESTART_LIMIT_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const postmaster = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
const events: string[] = [];
const start = (port?: number) =>
  startEmbeddedPostgres(dir, { port, onEvent: (message) => void events.push(message) });

async function count(db: EmbeddedDatabase): Promise<number> {
  const pool = createPool(db.url(), 1);
  try {
    await pool.query('CREATE TABLE IF NOT EXISTS kept (n int)');
    await pool.query('INSERT INTO kept VALUES (1)');
    return (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows[0]!.n;
  } finally {
    await pool.end();
  }
}

/** A pid file as PostgreSQL writes it, naming `pid`. */
function fakePidFile(pid: number) {
  writeFileSync(pidFile, `${pid}\n${dir}\n1700000000\n5432\n/tmp\n127.0.0.1\n  1234567     12345\nready\n`);
}

describe('the embedded PostgreSQL', () => {
  afterAll(async () => {
    for (const pid of await clusterProcesses(dir)) process.kill(pid, 'SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('comes back by itself within 10 s of a kill -9, on the same address, with its data', async () => {
    const db = await start();
    expect(await count(db)).toBe(1);
    process.kill(postmaster(), 'SIGKILL');
    const killedAt = Date.now();
    const states = new Set<string>();
    while (db.state() === 'running' && Date.now() - killedAt < 2_000) await sleep(5);
    while (db.state() !== 'running' && Date.now() - killedAt < RESTART_LIMIT_MS) {
      states.add(db.state());
      await sleep(20);
    }
    const backMs = Date.now() - killedAt;
    expect(states).toEqual(new Set(['restarting']));
    expect(backMs).toBeLessThanOrEqual(RESTART_LIMIT_MS);
    expect(await count(db)).toBe(2);
    await db.stop();
    expect(existsSync(pidFile)).toBe(false);
    console.log(`embedded restart: back ${(backMs / 1000).toFixed(1)} s after kill -9, data kept`);
  });

  it('starts over a stale postmaster.pid, whether its pid is dead or now another process', async () => {
    const exited = spawn('true');
    await new Promise((resolve) => exited.once('exit', resolve));
    for (const pid of [exited.pid!, process.pid]) {
      fakePidFile(pid);
      const db = await start();
      expect(await count(db)).toBeGreaterThan(0);
      await db.stop();
      expect(existsSync(pidFile)).toBe(false);
    }
    expect(events).toContain('removed a stale postmaster.pid');
  });

  it('adopts the cluster a killed owner left running, and stops it when it stops', async () => {
    const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedModule)});
      await startEmbeddedPostgres(${JSON.stringify(dir)}); console.log('ready'); setInterval(() => {}, 1000);`;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) =>
      owner.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve()),
    );
    const orphan = postmaster();
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(isAlive(orphan)).toBe(true);

    const db = await start();
    expect(events).toContain('adopted the PostgreSQL left running on this data directory');
    expect(await count(db)).toBeGreaterThan(0);
    await db.stop();
    expect(isAlive(orphan)).toBe(false);
    expect(await clusterProcesses(dir)).toEqual([]);
  });

  it('names the real cause when it cannot start', async () => {
    const taken = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const failure = await start(port).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/^Could not start the embedded PostgreSQL in .+: .*(FATAL|could not)/);
      expect(failure).not.toMatch(/undefined/);
      console.log(`embedded start failure: ${failure.slice(0, 200)}`);
    } finally {
      taken.close();
    }
    expect(await clusterProcesses(dir)).toEqual([]);
  });
});
