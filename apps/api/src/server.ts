import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { createDatabase, createPool } from './db/client.ts';
import { leaveSignalsToCaller, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { seedDemoOnce } from './seed/seed.ts';

const env = loadEnv();
// The handlers at the end of this file stop the server, then its pool, then its database, in that order.
leaveSignalsToCaller();
const stops: Array<() => Promise<unknown>> = [];

async function stopAll() {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
}

/** Requests still running after this long are cut off, so a stop always ends. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Stops listening and lets the requests in flight finish. Requests already received but not yet read
 * get one turn of the event loop to start. A connection that goes idle after its last response is
 * dropped at once (Node closes idle ones only when closing starts), so keep-alive clients do not hold
 * the stop for the whole keep-alive timeout.
 */
async function closeServer(app: FastifyInstance) {
  await new Promise((resolve) => setImmediate(resolve));
  app.server.keepAliveTimeout = 1;
  const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_TIMEOUT_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}

async function main() {
  let url = env.DATABASE_URL;
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'pg'));
    stops.push(embedded.stop);
    url = embedded.url();
  }
  await runMigrations(url);
  const pool = createPool(url, env.DATABASE_POOL_SIZE);
  stops.push(() => pool.end());
  if (env.SEED_DEMO) await seedDemoOnce(createDatabase(pool));

  const app = await buildApp({ env, pool });
  stops.push(() => closeServer(app));
  await app.listen({ host: env.HOST, port: env.PORT });

  const seconds = process.uptime().toFixed(1);
  const address = `http://localhost:${env.PORT}`;
  console.log(`\n  Oja is running at ${address}  (ready in ${seconds} s)`);
  if (env.SEED_DEMO) {
    for (const account of demoAccounts) console.log(`  Demo login: ${account.email} / ${DEMO_PASSWORD}`);
  }
  console.log(`  API docs:   ${address}/docs\n  Stop with Ctrl-C.\n`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping Oja…`);
    void stopAll().then(() => process.exit(0));
  });
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
