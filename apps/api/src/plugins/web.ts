import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundEnvelope } from './errors.ts';

const API_PREFIXES = ['/v1/', '/api/', '/media/', '/docs', '/healthz'];

/**
 * Serves the built dashboard: hashed assets cached for a year, index.html never cached, and the SPA's
 * index.html for every unknown GET that is not an API path. Unknown API paths get the 404 envelope.
 * The build writes each text file's brotli and gzip twin (apps/web/vite.config.ts); the one the browser
 * accepts is sent as it is, so assets are never compressed per request.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasWeb = existsSync(path.join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The twins are found through their file; they need no route of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    (request, reply) => {
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      if (hasWeb && request.method === 'GET' && !isApi) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send(notFoundEnvelope(request.method, request.url));
    },
  );
});
