import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 (package `postgresql`), never the system cluster: a data directory of our own. */
const BIN = '/usr/lib/postgresql/15/bin';

export interface ExternalPostgres {
  url: string;
  /** The server's log so far (deadlock reports name both sides' statements). */
  log(): string;
  stop(): void;
}

/** Whether `port` on 127.0.0.1 can be bound now. */
export const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The first port of `ports` nothing listens on. */
export async function firstFreePort(ports: number[]): Promise<number> {
  for (const port of ports) if (await portFree(port)) return port;
  throw new Error(`no free port among ${ports.join(', ')}`);
}

/**
 * PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres` user the
 * package created (runuser), in a directory that user owns.
 */
function asOwner(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/**
 * Starts PostgreSQL 15 on 127.0.0.1:`port` in a fresh temporary cluster (trust authentication on the
 * loopback only), like an external database an operator runs; `stop` ends it and removes the cluster.
 */
export function startPostgres15(port: number): ExternalPostgres {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-scale-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  asOwner(`${BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  asOwner(`${BIN}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log: () => readFileSync(path.join(dir, 'server.log'), 'utf8'),
    stop() {
      try {
        asOwner(`${BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
