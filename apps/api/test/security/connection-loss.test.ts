import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool, isDatabaseUnavailable } from '../../src/db/client.ts';
import { PgListener } from '../../src/modules/realtime/pg-listener.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { injectFaults } from '../helpers/fault-pool.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const processErrors: unknown[] = [];
const onProcessError = (error: unknown) => void processErrors.push(error);

let url: string;
let pool: pg.Pool;
let admin: pg.Pool;

/** Terminates the backends running (or idle after) a statement that contains `marker`. */
async function terminate(marker: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE $1`,
      [`%${marker}%`],
    );
    if (rows.length) return rows.length;
    await sleep(20);
  }
  throw new Error(`no backend ran ${marker}`);
}

beforeAll(async () => {
  process.on('uncaughtException', onProcessError);
  url = await createTestDatabase();
  pool = createPool(url, 4);
  admin = createPool(url, 1);
});

afterAll(async () => {
  await pool?.end();
  await admin?.end();
  process.off('uncaughtException', onProcessError);
});

describe('a database connection lost under the app', () => {
  it('never ends the process, whether the client was idle, checked out, mid-query or a listener', async () => {
    const db = createDatabase(pool);
    const outcomes: string[] = [];

    // A client checked out and idle inside a transaction: the socket closes with no query to fail.
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query("SELECT 'idle in transaction'");
    await terminate('idle in transaction');
    await sleep(200);
    client.release(true);
    outcomes.push('checked-out idle client');

    // A transaction whose statement is running when its backend goes.
    // Its outcome is taken at once, so a rejection while the backend is being terminated is not unhandled.
    const running = db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_sleep(2), 'running statement'`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await terminate('running statement');
    const runningError = await running;
    expect(isDatabaseUnavailable(runningError)).toBe(true);
    outcomes.push('statement in a transaction');

    // A transaction between two statements when its backend goes.
    const between = db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 'between statements'`);
        await sleep(300);
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await terminate('between statements');
    const betweenError = await between;
    expect(isDatabaseUnavailable(betweenError)).toBe(true);
    outcomes.push('idle between statements of a transaction');

    // Idle pool clients.
    await Promise.all([pool.query("SELECT 'idle pool client'"), pool.query("SELECT 'idle pool client'")]);
    await terminate('idle pool client');
    outcomes.push('idle pool clients');

    // The realtime listener's dedicated connection: lost, then back, and it hears a NOTIFY again.
    const heard: string[] = [];
    const quiet = { warn: () => {} } as unknown as ConstructorParameters<typeof PgListener>[3];
    const listener = new PgListener({ connectionString: url }, 'loss_test', (p) => heard.push(p), quiet);
    await listener.start();
    await terminate('LISTEN loss_test');
    for (let i = 0; i < 100 && !(listener.listening && heard.length); i++) {
      await sleep(50);
      if (listener.listening) await pool.query("SELECT pg_notify('loss_test', 'back')");
    }
    await listener.stop();
    expect(heard[0]).toBe('back');
    outcomes.push('realtime listener');

    await sleep(200);
    // The pool still serves: broken clients were dropped and replaced.
    const { rows } = await pool.query<{ n: number }>('SELECT 1 AS n');
    expect(rows[0]!.n).toBe(1);
    expect(processErrors).toEqual([]);
    console.log(
      `connection loss: ${outcomes.length} ways to lose a connection (${outcomes.join(', ')}), ` +
        `${processErrors.length} process errors, pool serving after each`,
    );
  });

  it('gives back the client of a transaction whose BEGIN fails, so the pool neither shrinks nor hangs on end', async () => {
    // One connection: a client kept checked out would leave every later query waiting for it.
    const single = createPool(url, 1);
    const faults = injectFaults(single);
    const db = createDatabase(single);
    const failures: unknown[] = [];
    for (const fault of ['terminate', 'statement'] as const) {
      faults.arm(1, fault); // the first statement of the transaction is its BEGIN
      failures.push(
        await db.transaction(async (tx) => tx.execute(sql`SELECT 1`)).catch((error: unknown) => error),
      );
      faults.disarm();
      const { rows } = await single.query<{ n: number }>('SELECT 1 AS n');
      expect(rows[0]!.n).toBe(1);
    }
    expect(failures.every((error) => error instanceof Error)).toBe(true);
    const ended = await Promise.race([single.end().then(() => 'ended'), sleep(3_000).then(() => 'hung')]);
    expect(ended).toBe('ended');
    console.log(
      `connection loss: 2 failed BEGINs (backend terminated, statement error), client given back each time, pool ${ended}`,
    );
  });
});
