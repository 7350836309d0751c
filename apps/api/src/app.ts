import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Env } from './config/env.ts';
import type { DatabaseState } from './db/embedded-cluster.ts';
import { loggerOptions } from './lib/logger.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputTextPlugin } from './plugins/input-text.ts';
import { mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { perimeterPlugin } from './plugins/perimeter.ts';
import { securityPlugin } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { authPlugin } from './plugins/auth.ts';
import { apiKeyAuthPlugin } from './modules/api-keys/index.ts';
import { auditPlugin } from './modules/audit/index.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { webPlugin } from './plugins/web.ts';
import { registerRoutes } from './routes.ts';

/**
 * docs/product/routes.md#api sends some PATCHes with an empty body (merchant requests). Clients that still label such a
 * request `application/json` would get Fastify's empty-JSON 400, so an empty body loses its content type
 * and is read as no body at all.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const { 'content-length': length, 'content-type': type, 'transfer-encoding': chunked } = request.headers;
    if ((length === undefined || length === '0') && !chunked && type?.includes('json')) {
      delete request.headers['content-type'];
    }
  });
}

export interface AppOptions {
  env: Env;
  pool: pg.Pool;
  logger?: FastifyServerOptions['logger'];
  /** The embedded database's supervision state, reported by /healthz. */
  databaseState?: () => DatabaseState;
  /** True once the server has begun to stop (readiness, server.ts). */
  stopping?: () => boolean;
}

/** Builds the whole application as a Fastify instance. It never listens: server.ts and tests do. */
export async function buildApp({
  env,
  pool,
  logger,
  databaseState,
  stopping,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(env.LOG_LEVEL),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY ?? false,
    // A request that reached the instance as it began to stop (a balancer's connection accepted a moment
    // before) is answered as usual, with `Connection: close`, not refused with a 503 nobody can safely
    // retry: the pool and every service stay up until the last request in flight has its answer.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  acceptEmptyJsonBodies(app);

  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  const storage = createStorage(env);
  await app.register(securityPlugin, { mediaOrigin: await storage.origin(), pool });
  await app.register(perimeterPlugin, { env });
  await app.register(docsPlugin);
  await app.register(dbPlugin, { pool });
  await app.register(metricsPlugin, { env });
  await app.register(mailPlugin, { env });
  await app.register(storagePlugin, { storage });
  await app.register(apiKeyAuthPlugin, { env });
  await app.register(authPlugin);
  await app.register(auditPlugin, { env });
  await app.register(realtimePlugin, { env });
  await registerRoutes(app, env, { databaseState, stopping });
  await app.register(webPlugin, { root: env.WEB_DIST });
  return app;
}
