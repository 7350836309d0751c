import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

/** GET /healthz: the process answers and the database answers a query. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: health, 503: health } } },
    async (_request, reply) => {
      try {
        await app.pool.query('SELECT 1');
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
}
