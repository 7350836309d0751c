import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { createPool } from '../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';

export const BENCH_EMAIL = 'bench-merchant@oja.test';
export const BENCH_PASSWORD = 'Bench-merchant-1';
export const benchDir = path.dirname(fileURLToPath(import.meta.url));
/** Where the embedded database of the benchmarks lives when DATABASE_URL is unset (git-ignored). */
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(benchDir, '.data'));

export interface BenchDatabase {
  url: string;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** DATABASE_URL, or an embedded PostgreSQL with its data in `pgDir`; migrated. */
async function openDatabase(pgDir: string, poolSize: number): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres(pgDir);
    url = embedded.url();
    stop = embedded.stop;
  }
  await runMigrations(url);
  const pool = createPool(url, poolSize);
  return {
    url,
    pool,
    close: async () => {
      await pool.end();
      await stop();
    },
  };
}

/** DATABASE_URL, or the embedded PostgreSQL under DATA_DIR/pg started like apps/api/src/server.ts does; migrated. */
export async function openBenchDatabase(poolSize = 4): Promise<BenchDatabase> {
  if (!process.env.DATABASE_URL) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o755); // as root, the embedded server runs as the unprivileged `postgres` user
  }
  return openDatabase(path.join(dataDir, 'pg'), poolSize);
}

/**
 * Runs `work` on DATABASE_URL, or on an embedded PostgreSQL in a temporary directory that is removed
 * afterwards; migrated first, with a pool of `poolSize`. `dir` is the temporary directory (data of the app).
 */
export async function withScratchDatabase(
  work: (scratch: { dir: string; pool: pg.Pool; url: string }) => Promise<void>,
  poolSize = 10,
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-bench-'));
  await chmod(dir, 0o755); // as root, the embedded server runs as the unprivileged `postgres` user
  const database = await openDatabase(path.join(dir, 'pg'), poolSize);
  try {
    await work({ dir, pool: database.pool, url: database.url });
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs a benchmark's main function; a failure is printed and ends the process with status 1. */
export function runMain(main: () => Promise<void>) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
