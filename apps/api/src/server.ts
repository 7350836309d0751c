import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { createPool } from './db/client.ts';
import { type EmbeddedDatabase, leaveSignalsToCaller, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { errorText } from './lib/error-log.ts';
import { createLogger, tolerateClosedOutput } from './lib/logger.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { DEMO_API_KEY_SECRET } from './seed/demo-integrations.ts';
import { demoLife } from './seed/demo-live.ts';
import { demoStaff } from './seed/demo-staff.ts';
import { seedDemo } from './seed/seed.ts';

const env = loadEnv();
/** The process's own log lines (database supervision, lost connections, crashes); requests log through the app. */
const log = createLogger(env.LOG_LEVEL);
tolerateClosedOutput();
// The handlers at the end of this file stop the server, then its pool, then its database, in that order.
leaveSignalsToCaller();
const stops: Array<{ what: string; stop: () => Promise<unknown> }> = [];
/** A step of the stop that takes longer than this is logged by name. */
const SLOW_STOP_MS = 15_000;
/** However the stop goes, the process exits this soon after it began. */
const STOP_DEADLINE_MS = 60_000;

async function stopAll() {
  setTimeout(() => {
    log.error('the stop did not finish in time; exiting');
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  for (const { what, stop } of stops.reverse()) {
    const slow = setTimeout(() => log.warn({ what }, 'still stopping'), SLOW_STOP_MS);
    await stop().catch((error: unknown) => log.error({ err: error, what }, 'stop failed'));
    clearTimeout(slow);
  }
}

/** Set when the stop begins: readiness answers 503 from then on. */
let draining = false;

/** Requests still running after this long are cut off, so a stop always ends. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Stops listening and lets the requests in flight finish. Requests already received but not yet read
 * get one turn of the event loop to start. A connection that goes idle after its last response is
 * dropped at once (Node closes idle ones only when closing starts), so keep-alive clients do not hold
 * the stop for the whole keep-alive timeout.
 */
async function closeServer(app: FastifyInstance) {
  // Behind a load balancer: out of rotation first (readiness 503), then stop listening, so no request
  // is sent to a connection this process is about to close.
  draining = true;
  if (env.STOP_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.STOP_DRAIN_MS));
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
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'pg'), {
      onEvent: (message, fields) => log.warn({ database: fields }, message),
    });
    stops.push({ what: 'database', stop: embedded.stop });
    url = embedded.url();
  }
  await runMigrations(url);
  const pool = createPool(url, env.DATABASE_POOL_SIZE, (error) =>
    log.warn({ err: error }, 'database connection lost'),
  );
  stops.push({ what: 'pool', stop: () => pool.end() });
  const seed = await seedDemo(env, url);
  if (seed.steps.length > 0) {
    const parts = seed.steps.map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ');
    console.log(`  Demo seeded in ${(seed.totalMs / 1000).toFixed(1)} s (${parts})`);
  }

  const app = await buildApp({ env, pool, databaseState: embedded?.state, stopping: () => draining });
  demoLife(app, env);
  stops.push({ what: 'http', stop: () => closeServer(app) });
  await app.listen({ host: env.HOST, port: env.PORT });

  const seconds = process.uptime().toFixed(1);
  const address = `http://localhost:${env.PORT}`;
  console.log(`\n  Oja is running at ${address}  (ready in ${seconds} s)`);
  if (env.SEED_DEMO !== 'false') {
    for (const account of demoAccounts) console.log(`  Demo login: ${account.email} / ${DEMO_PASSWORD}`);
    for (const member of demoStaff)
      console.log(`  Demo staff: ${member.email} / ${DEMO_PASSWORD} (${member.role}, ${member.business})`);
  }
  if (env.SEED_DEMO === 'full' && env.NODE_ENV === 'development') {
    console.log(`  Demo API key (seller, products): ${DEMO_API_KEY_SECRET}`);
  }
  console.log(`  API docs:   ${address}/docs\n  Stop with Ctrl-C.\n`);
  // Under the supervisor (src/supervisor.ts): from here on, an exit is a crash worth a restart.
  process.send?.({ type: 'ready' });
}

let stopping = false;
function shutdown(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${reason}: stopping Oja…`);
  void stopAll().then(() => process.exit(code));
}

// The supervisor's channel closes when it dies, even by kill -9: a server nobody watches would hold the
// port and block the next `npm start`, so it stops too, its database included.
process.on('disconnect', () => shutdown('supervisor gone', 0));
// SIGHUP: the terminal that ran `npm start` was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal, 0));
// An exception nothing caught leaves the process in an unknown state: it stops as cleanly as it can
// (requests in flight finish, the database stops) and exits 1, and its supervisor starts a fresh one.
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception; stopping');
  shutdown('uncaught exception', 1);
});
// A rejected promise nobody awaited changed nothing else: it is logged and the server carries on.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));

main().catch(async (error: unknown) => {
  console.error(errorText(error));
  await stopAll();
  process.exit(1);
});
