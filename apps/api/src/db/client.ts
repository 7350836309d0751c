import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// Return bigint columns (money in minor units) as JS numbers: all amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

type Query = (...args: unknown[]) => unknown;
const statementOf = (config: unknown) =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');

/** A plain statement (text or config), answered by a promise: not a stream, not a callback query. */
const isPlainQuery = (args: unknown[]) =>
  !args.some((arg) => typeof arg === 'function') &&
  typeof (args[0] as { submit?: unknown } | null)?.submit !== 'function';

/**
 * Every checked-out client gets two guards on its query():
 * - Statements on one client run one after the other. A transaction's client is shared by everything
 *   inside the transaction, and code there may start two reads at once (Promise.all over an Executor,
 *   which is the pool outside a transaction and runs them in parallel there). pg queues such overlaps
 *   itself but deprecates it (pg 9 will refuse); queuing them here keeps the one behaviour.
 * - Drizzle's transaction() sends BEGIN before its try/finally: when BEGIN fails (the connection died,
 *   the server is shutting down) the client is never released, the pool shrinks by one for good, and
 *   pool.end() waits for it forever. Such a client is released here, with the error (so it is
 *   destroyed); a later release by its owner does nothing.
 */
function guardQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as Query;
  let previous: Promise<unknown> = Promise.resolve();
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    if (!isPlainQuery(args)) return query(...args);
    const result = previous.then(() => query(...args) as Promise<unknown>);
    previous = result.catch(() => {});
    if (/^\s*begin\b/i.test(statementOf(args[0]))) {
      result.catch((error: Error) => {
        const release = client.release;
        client.release = () => {};
        release(error);
      });
    }
    return result;
  };
}

/**
 * A pool whose lost connections never end the process nor shrink it. pg-pool listens for errors on
 * idle clients only (pool 'error'); a client checked out for a transaction emits its own 'error' when
 * the socket closes between two statements, and an 'error' event without a listener throws. So every
 * client gets a listener the moment it connects: the statement running on it (or the next one) fails
 * with the error (503 through the error handler), pg-pool drops the broken client on release, and the
 * next query connects anew. `onLost` hears each loss once.
 */
export function createPool(url: string, max: number, onLost: (error: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on('connect', (client) => {
    client.on('error', onLost);
    guardQueries(client);
  });
  // The client's own listener above has reported it already.
  pool.on('error', () => {});
  return pool;
}

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', '53300']);
const unavailableMessage = /Connection terminated|timeout exceeded when trying to connect|not queryable/;

/**
 * Whether an error (or one it wraps: Drizzle puts the driver's error in `cause`) means the database
 * cannot be reached right now: refused or dropped connections, SQLSTATE class 08 (connection exception)
 * and 57P0x (the server is shutting down or starting up). The request may be retried later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || /^(08|57P0)/.test(code))) return true;
    if (unavailableMessage.test(e.message)) return true;
  }
  return false;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: 'snake_case' });
}
