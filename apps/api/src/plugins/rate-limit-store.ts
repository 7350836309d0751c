import type pg from 'pg';

/** What @fastify/rate-limit hands a store: the route's settings when it makes a store per route. */
interface StoreSettings {
  routeInfo?: { method?: string; url?: string };
  /** Routes that name the same group share one count (the plugin adds the group to the client's key). */
  groupId?: string;
}
type Counted = { current: number; ttl: number };

/** Windows ended this long ago are deleted, at most once a minute per instance. */
const SWEEP_EVERY_MS = 60_000;

const INCREMENT = {
  name: 'rate-limit-increment',
  text: `INSERT INTO rate_limit_windows AS w (key, hits, resets_at)
    VALUES ($1, 1, now() + $2 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.resets_at <= now() THEN 1 ELSE w.hits + 1 END,
      resets_at = CASE WHEN w.resets_at <= now() THEN excluded.resets_at ELSE w.resets_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl`,
};
const SWEEP = `DELETE FROM rate_limit_windows WHERE resets_at < now() - interval '1 minute'`;

/**
 * The store of @fastify/rate-limit in PostgreSQL, so a limit holds across every instance behind a load
 * balancer (an in-memory store lets each instance grant the whole limit again). One row per route (or
 * group of routes) and client key, counted in one statement; a fixed window, as the plugin's own stores count. A database that
 * cannot answer fails the count, and the plugin then lets the request through (`skipOnError`): a limit
 * guards against floods, it never decides whether a request is right.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  let lastSweep = 0;
  /** Limits made with `app.rateLimit()` have no route: they are told apart by the order they are made in. */
  let hooks = 0;
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    /** The plugin's settings; a route's store gets them with its `routeInfo` (its own count). */
    constructor(settings: object = {}) {
      const { routeInfo, groupId } = settings as StoreSettings;
      if (groupId) this.prefix = 'group ';
      else if (!routeInfo) this.prefix = '';
      else if (routeInfo.url) this.prefix = `${routeInfo.method} ${routeInfo.url} `;
      else this.prefix = `hook ${++hooks} `;
    }

    /** `timeWindow` (ms) is passed by the plugin at run time, though its typings leave it out. */
    incr(key: string, done: (error: Error | null, counted?: Counted) => void, timeWindow = 60_000) {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        pool.query(SWEEP).catch(() => undefined);
      }
      pool
        .query<{ hits: number; ttl: number }>({ ...INCREMENT, values: [this.prefix + key, timeWindow] })
        .then(({ rows: [row] }) => done(null, { current: row!.hits, ttl: row!.ttl }))
        .catch((error: Error) => done(error));
    }

    child(settings: object) {
      return new PostgresRateLimitStore(settings);
    }
  };
}
