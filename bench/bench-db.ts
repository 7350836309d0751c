import { chmod, mkdir } from 'node:fs/promises';
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

/** DATABASE_URL, or the embedded PostgreSQL under DATA_DIR/pg started like apps/api/src/server.ts does; migrated. */
export async function openBenchDatabase(poolSize = 4): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o755); // as root, the embedded server runs as the unprivileged `postgres` user
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
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
