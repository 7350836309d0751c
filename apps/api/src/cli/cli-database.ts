import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

/** The port in a PostgreSQL postmaster.pid (line 1: the server's pid, line 4: its port), if it is alive. */
export function runningServerPort(pidFile: string, isAlive: (pid: number) => boolean): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  return isAlive(pid) ? port : undefined;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it exists, owned by another user (postgres)
  }
}

/**
 * The database the operator command works on: DATABASE_URL; else the embedded server under
 * DATA_DIR/pg — the one a running Oja started (found through its postmaster.pid), or one started
 * here exactly as server.ts does and stopped when the command ends.
 */
export async function openCliDatabase(env: Env): Promise<{ url: string; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const dataDir = path.resolve(env.DATA_DIR, 'pg');
  const port = runningServerPort(path.join(dataDir, 'postmaster.pid'), processAlive);
  if (port !== undefined) {
    const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      stop: async () => {},
    };
  }
  const embedded = await startEmbeddedPostgres(dataDir);
  return { url: embedded.url(), stop: embedded.stop };
}
