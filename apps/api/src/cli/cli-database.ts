import path from 'node:path';
import type { Env } from '../config/env.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

/**
 * The database the operator command works on: DATABASE_URL; else the embedded server under
 * DATA_DIR/pg — the one a running Oja started (used and left running), or one started here exactly as
 * server.ts does and stopped when the command ends (see db/embedded-cluster.ts).
 */
export async function openCliDatabase(env: Env): Promise<{ url: string; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(path.resolve(env.DATA_DIR, 'pg'));
  return { url: embedded.url(), stop: embedded.stop };
}
