import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchDir } from './bench-db.ts';

/** Where the benchmark's processes run: the servers on core 0, the load generators on core 1 (when taskset allows). */

export const repoRoot = path.resolve(benchDir, '..');

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
})();

export const pinned = hasTaskset
  ? 'API server, floor server and PostgreSQL on core 0; autocannon and chromium on core 1'
  : 'not pinned';

/** Pins a process and its current children (PostgreSQL's backends) to one core. */
export function pin(pid: number, core: number) {
  if (!hasTaskset) return;
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of [String(pid), ...children]) {
    try {
      execFileSync('taskset', ['-a', '-cp', String(core), p], { stdio: 'ignore' });
    } catch {
      // a backend that exited meanwhile
    }
  }
}

/** Starts a TypeScript server on core 0 (when taskset allows) and waits for its ready line. */
export async function startServer(
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const node = [process.execPath, '--import', 'tsx', script];
  const child = hasTaskset
    ? spawn('taskset', ['-c', '0', ...node], { cwd: repoRoot, env: { ...process.env, ...env } })
    : spawn(node[0]!, node.slice(1), { cwd: repoRoot, env: { ...process.env, ...env } });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        // From here on the server's log lines are read and dropped: kept and searched, a server logging
        // every request (the default level) would cost this process, which drives the load, its CPU.
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return child;
}

/** Pins PostgreSQL (found from one of its backends, when it runs here) to core 0, and this process to core 1. */
export function pinDatabaseAndSelf(backendPid?: number) {
  if (backendPid !== undefined) {
    const postmaster = Number(
      execFileSync('ps', ['-o', 'ppid=', '-p', String(backendPid)], { encoding: 'utf8' }).trim(),
    );
    pin(postmaster, 0);
  }
  if (hasTaskset) execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
}
