import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import { outboxRoutes } from './modules/dev/outbox-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';

/** One route module per resource; the only place modules meet the app. */
export async function registerRoutes(app: FastifyInstance, env: Env) {
  await app.register(healthRoutes);
  if (env.NODE_ENV !== 'production') await app.register(outboxRoutes);
}
