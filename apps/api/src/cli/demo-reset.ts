import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../config/env.ts';
import { runMigrations } from '../db/migrate.ts';
import { type SeedReport, seedDemo } from '../seed/seed.ts';

/**
 * `npm run demo:reset`: the demo from scratch. The ledger is append-only by trigger, and no code path
 * may delete its rows; so the reset does not delete the demo's records one by one, it drops the whole
 * database (WITH (FORCE): a running server's connections are cut, and they reconnect to the new one),
 * creates it empty, migrates it and seeds the full demo again. Uploaded files go with it. Everything in
 * that database is lost, which is why this is an operator command of the demo and refused in production.
 */
export async function resetDemo(env: Env, url: string): Promise<SeedReport> {
  if (env.NODE_ENV === 'production') throw new Error('demo:reset refuses to run in production');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  // Connected elsewhere (to template1 when the demo lives in `postgres`), the database can be dropped.
  const admin = new URL(url);
  admin.pathname = name === 'postgres' ? '/template1' : '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted} TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
  await rm(path.join(env.DATA_DIR, 'media'), { recursive: true, force: true });
  await runMigrations(url);
  return seedDemo({ ...env, SEED_DEMO: 'full' }, url);
}
