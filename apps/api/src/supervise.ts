import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from './config/env.ts';
import { runningPostmaster, stopPostmaster } from './db/postmaster.ts';
import { createLogger, tolerateClosedOutput } from './lib/logger.ts';

/**
 * The supervisor `npm start` runs: it starts the server (src/server.ts) as a child process and starts it
 * again whenever it ends without being asked to (a crash, an uncaught exception, a kill -9), after a
 * backoff that doubles from 0.5 s to 30 s and resets once a server has stayed up for a minute or
 * stopped cleanly (exit code 0); each
 * crash is one log line. The restarted server adopts the embedded PostgreSQL its predecessor left
 * running. A server that fails before it was ever ready (bad configuration, port in use) is not
 * restarted: the supervisor exits with its code. SIGINT, SIGTERM and SIGHUP stop the server, which stops
 * its database; a server that does not stop in time is killed and its database stopped here.
 */

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
tolerateClosedOutput();
const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A server up this long counts as healthy again: the next crash restarts it at the first backoff. */
const STABLE_MS = 60_000;
/** The server's own stop: 10 s for requests, up to 25 s for PostgreSQL. */
const STOP_TIMEOUT_MS = 45_000;

let server: ChildProcess | undefined;
let everReady = false;
let failures = 0;
let restarts = 0;
let stopping = false;
let pending: NodeJS.Timeout | undefined;

function start() {
  const startedAt = Date.now();
  let ready = false;
  const child = fork(serverEntry, process.argv.slice(2), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  server = child;
  child.on('message', (message: { type?: string }) => {
    if (message?.type !== 'ready') return;
    ready = everReady = true;
    if (restarts) log.info({ restarts, pid: child.pid }, 'the server is back');
  });
  child.once('exit', (code, signal) => {
    server = undefined;
    const upMs = Date.now() - startedAt;
    if (stopping) return void finish(code ?? (signal ? 1 : 0));
    if (!everReady) {
      log.error({ code, signal }, 'the server could not start; not restarting');
      return void finish(code ?? 1);
    }
    // A clean exit (someone stopped the server itself, not through the supervisor) is no crash: it
    // comes back at once, whatever crashes came before.
    failures = (ready && upMs >= STABLE_MS) || code === 0 ? 0 : failures + 1;
    const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
    restarts += 1;
    log.error(
      {
        code,
        signal,
        pid: child.pid,
        upSeconds: Math.round(upMs / 100) / 10,
        restart: restarts,
        retryInMs: delay,
      },
      'the server stopped unexpectedly; restarting it',
    );
    pending = setTimeout(start, delay);
  });
}

/** Stops the embedded PostgreSQL a killed server left running, then exits. */
async function finish(code: number) {
  if (!env.DATABASE_URL) {
    const left = await runningPostmaster(path.resolve(env.DATA_DIR, 'pg')).catch(() => undefined);
    if (left && !left.owned) {
      log.warn({ pid: left.pid }, 'stopping the PostgreSQL the server left running');
      await stopPostmaster(left.pid);
    }
  }
  process.exit(code);
}

function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  clearTimeout(pending);
  if (!server) return void finish(0);
  const child = server;
  child.kill(signal);
  setTimeout(() => {
    log.error({ pid: child.pid }, 'the server did not stop in time; killing it');
    child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS).unref();
}

// SIGHUP: the terminal that ran `npm start` was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
start();
