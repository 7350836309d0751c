import type pg from 'pg';

/** How the armed query fails, both inside PostgreSQL itself. */
export type Fault = 'terminate' | 'statement';

const FAULT_SQL: Record<Fault, string> = {
  // The backend serving the query terminates itself: 57P01, then the connection closes under the client.
  terminate: 'SELECT pg_terminate_backend(pg_backend_pid())',
  // A statement error on a healthy connection: 22012.
  statement: 'SELECT 1 / 0',
};

export interface FaultSwitch {
  /** Queries run since the last `count()` or `arm()`. */
  readonly queries: number;
  /** Starts counting from zero without failing anything. */
  count(): void;
  /** Counts from zero and replaces query number `at` (1-based) with the fault. */
  arm(at: number, fault: Fault): void;
  disarm(): void;
}

const PATCHED = Symbol('fault-injection');
type Query = (...args: unknown[]) => unknown;

/**
 * Fault injection at the driver's edge, below everything the app does: every query any client of
 * `pool` runs (pool.query and clients checked out for transactions alike) is counted, and the armed one
 * is replaced by a statement that fails in PostgreSQL, underneath whatever the pool itself wraps around
 * its clients. Call before the pool makes its first connection. Queries `spared` returns true for are
 * neither counted nor failed.
 */
export function injectFaults(pool: pg.Pool, spared: (sql: string) => boolean = () => false): FaultSwitch {
  let queries = 0;
  let failAt: number | undefined;
  let fault: Fault = 'terminate';
  // Before the pool's own 'connect' listeners: the fault sits below them, where the driver talks to PostgreSQL.
  pool.prependListener('connect', (client) => {
    const target = client as pg.PoolClient & { [PATCHED]?: true };
    if (target[PATCHED]) return;
    target[PATCHED] = true;
    const original = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [first] = args as [string | { text?: string } | undefined];
      if (spared(typeof first === 'string' ? first : (first?.text ?? ''))) return original(...args);
      queries += 1;
      if (queries !== failAt) return original(...args);
      const callback = args.find((arg) => typeof arg === 'function');
      return callback ? original(FAULT_SQL[fault], callback) : original(FAULT_SQL[fault]);
    };
  });
  return {
    get queries() {
      return queries;
    },
    count() {
      queries = 0;
      failAt = undefined;
    },
    arm(at, kind) {
      queries = 0;
      failAt = at;
      fault = kind;
    },
    disarm() {
      failAt = undefined;
    },
  };
}
