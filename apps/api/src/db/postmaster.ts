import { execFile } from 'node:child_process';
import { readdir, readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What the operating system says about the PostgreSQL processes of a data directory: its
 * postmaster.pid, whether that postmaster is alive and really a postgres of this directory, whether a
 * live process owns it, and its backends (which outlive a postmaster killed with SIGKILL for a moment).
 * Linux answers from /proc; other systems from `ps`.
 */

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LINUX = process.platform === 'linux';

export interface PidFile {
  pid: number;
  dataDir: string;
  port: number;
  /** Line 8 since PostgreSQL 10: starting, ready, stopping or standby. */
  status: string;
}

/** The data directory's postmaster.pid, if it is there and readable. */
export async function readPidFile(dataDir: string): Promise<PidFile | undefined> {
  const lines = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  const pid = Number(lines?.[0]);
  if (!lines || !Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, dataDir: lines[1] ?? '', port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/** Removes a postmaster.pid that no live postgres of the directory holds (its pid now names another process). */
export const removePidFile = (dataDir: string) => rm(path.join(dataDir, 'postmaster.pid'), { force: true });

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it exists, owned by another user
  }
}

interface ProcessInfo {
  /** The executable's file name (postgres, node, …). */
  command: string;
  parent: number;
  /** The working directory (PostgreSQL's processes work in their data directory); Linux only. */
  cwd?: string;
}

async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  if (LINUX) {
    try {
      const [exe, status, cwd] = await Promise.all([
        readlink(`/proc/${pid}/exe`),
        readFile(`/proc/${pid}/status`, 'utf8'),
        readlink(`/proc/${pid}/cwd`),
      ]);
      const parent = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]);
      return { command: path.basename(exe.replace(/ \(deleted\)$/, '')), parent, cwd };
    } catch {
      return undefined;
    }
  }
  const out = await run('ps', ['-o', 'ppid=,comm=', '-p', String(pid)]).then(
    (r) => r.stdout.trim(),
    () => '',
  );
  const match = /^(\d+)\s+(.+)$/.exec(out);
  return match ? { command: path.basename(match[2]!), parent: Number(match[1]) } : undefined;
}

const isPostgres = (info: ProcessInfo | undefined) => info?.command === 'postgres';

export interface RunningPostmaster {
  pid: number;
  port: number;
  /** Another live process started it and still owns it (an Oja server, the admin command, a test). */
  owned: boolean;
}

/** The postmaster running on `dataDir`, if the pid file names a live postgres of this directory. */
export async function runningPostmaster(dataDir: string): Promise<RunningPostmaster | undefined> {
  const file = await readPidFile(dataDir);
  if (!file || !isAlive(file.pid)) return undefined;
  const info = await processInfo(file.pid);
  const samePlace = info?.cwd === undefined || path.resolve(info.cwd) === path.resolve(dataDir);
  if (!isPostgres(info) || !samePlace || path.resolve(file.dataDir) !== path.resolve(dataDir))
    return undefined;
  const parent = info!.parent > 1 ? await processInfo(info!.parent) : undefined;
  const owned =
    parent !== undefined &&
    parent.command === path.basename(process.execPath) &&
    info!.parent !== process.pid;
  return { pid: file.pid, port: file.port, owned };
}

/** Every live postgres process working in `dataDir` (Linux; elsewhere an empty list). */
export async function clusterProcesses(dataDir: string): Promise<number[]> {
  if (!LINUX) return [];
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const found: number[] = [];
  for (const pid of pids) {
    const info = await processInfo(pid);
    if (isPostgres(info) && info?.cwd && path.resolve(info.cwd) === path.resolve(dataDir)) found.push(pid);
  }
  return found;
}

/** Waits until none of `pids` is alive; resolves whether they all ended in time. */
export async function waitForExit(pids: number[], ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    const alive = pids.filter(isAlive);
    if (!alive.length) return true;
    if (Date.now() > until) return false;
    await sleep(25);
  }
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // It has just ended.
  }
};

/**
 * Stops a postmaster: a fast shutdown (SIGINT: sessions end, work in flight rolls back, a checkpoint is
 * written), then an immediate one (SIGQUIT: crash recovery at the next start), then SIGKILL.
 */
export async function stopPostmaster(pid: number): Promise<void> {
  for (const [name, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    signal(pid, name);
    if (await waitForExit([pid], ms)) return;
  }
}

/**
 * Ends the backends a killed postmaster left behind. They notice its death and exit by themselves within
 * moments; while one lives, a new postmaster refuses the directory's shared memory.
 */
export async function endOrphanBackends(dataDir: string): Promise<void> {
  const orphans = await clusterProcesses(dataDir);
  if (!orphans.length || (await waitForExit(orphans, 3_000))) return;
  orphans.forEach((pid) => signal(pid, 'SIGKILL'));
  await waitForExit(orphans, 2_000);
}
