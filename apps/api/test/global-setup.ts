import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

export const TEMPLATE_DB = 'oja_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test cluster's `postgres` database; test files derive their own. */
    pgAdminUrl: string;
  }
}

/**
 * One embedded PostgreSQL cluster per test run, with a migrated template database that each test
 * file copies (CREATE DATABASE … TEMPLATE) so files never share data.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-test-'));
  await chmod(dir, 0o755); // the server runs as the unprivileged `postgres` user when we are root
  const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  await runMigrations(cluster.url(TEMPLATE_DB));
  project.provide('pgAdminUrl', cluster.url());
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
