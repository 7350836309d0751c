import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseState } from '../../db/embedded-cluster.ts';
import { committedMigrations, pendingMigrations } from '../../db/migration-status.ts';

const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** `restarting`: the embedded PostgreSQL ended and the server is bringing it back. */
  database: z.enum(['ok', 'unavailable', 'restarting']),
});

const readiness = health.extend({
  status: z.enum(['ready', 'unavailable']),
  /** The committed migrations (apps/api/drizzle) this database has not applied, by file name. */
  pendingMigrations: z.array(z.string()),
});

export interface HealthOptions {
  /** The embedded database's supervision state; absent for an external DATABASE_URL. */
  databaseState?: () => DatabaseState;
  /** True once the server has begun to stop: /readyz answers 503 so a load balancer sends no more. */
  stopping?: () => boolean;
}

/** A health check never waits long: a database that does not answer this soon counts as unavailable. */
const PROBE_TIMEOUT_MS = 2_000;

const probe = (app: FastifyInstance) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
    app.pool
      .query('SELECT 1')
      .then(
        () => resolve(),
        (error: unknown) => reject(error),
      )
      .finally(() => clearTimeout(timer));
  });

/**
 * GET /healthz (liveness): the process answers and the database answers a query (503 while it does not).
 * GET /readyz (readiness, what a load balancer checks): the same, and every committed migration applied.
 */
export async function healthRoutes(app: FastifyInstance, { databaseState, stopping }: HealthOptions) {
  const committed = committedMigrations();
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: health, 503: health } } },
    async (_request, reply) => {
      if (databaseState?.() === 'restarting') {
        return reply
          .code(503)
          .header('retry-after', '1')
          .send({ status: 'unavailable', database: 'restarting' });
      }
      try {
        await probe(app);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
  routes.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      const notReady = (database: z.infer<typeof readiness>['database'], pending: string[] = []) =>
        reply
          .code(503)
          .header('retry-after', '1')
          .send({ status: 'unavailable', database, pendingMigrations: pending });
      if (databaseState?.() === 'restarting') return notReady('restarting');
      if (stopping?.()) return notReady('ok');
      const pending = await probe(app)
        .then(() => pendingMigrations(app.pool, committed))
        .catch(() => null);
      if (pending === null) return notReady('unavailable');
      if (pending.length > 0) return notReady('ok', pending);
      return { status: 'ready' as const, database: 'ok' as const, pendingMigrations: [] };
    },
  );
}
