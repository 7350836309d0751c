import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseState } from '../../db/embedded-cluster.ts';

const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** `restarting`: the embedded PostgreSQL ended and the server is bringing it back. */
  database: z.enum(['ok', 'unavailable', 'restarting']),
});

export interface HealthOptions {
  /** The embedded database's supervision state; absent for an external DATABASE_URL. */
  databaseState?: () => DatabaseState;
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

/** GET /healthz: the process answers and the database answers a query (503 while it does not). */
export async function healthRoutes(app: FastifyInstance, { databaseState }: HealthOptions) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
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
}
