import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/** Upload ceiling (docs/architecture.md, docs/product/catalogue.md): 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The one inline script the dashboard has: apps/web/index.html's theme script, which sets the chosen
 * theme before the first paint (decision 041). Allowed by its SHA-256, so no other inline script runs;
 * a test recomputes it from index.html, so an edit of the script that forgets this fails there.
 */
export const THEME_SCRIPT_HASH = "'sha256-e6awYqlsVUJwNFQ0S6aMV0SFXU4IkKUqvv64SQYaLdI='";

/**
 * Outside plugins: security headers, cookies, rate limiting (counted in the database), compression and
 * multipart bodies.
 * `mediaOrigin` is where the storage has browsers load uploaded images from when it is not this server
 * (an S3-compatible store's presigned addresses, decision 033): the pages may show images from there.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { mediaOrigin?: string; pool: pg.Pool }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", THEME_SCRIPT_HASH],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(opts.mediaOrigin ? [opts.mediaOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    await app.register(cookie);
    // Counted in PostgreSQL, so every instance behind a balancer shares one count (rate-limit-store.ts);
    // per client address and method, so a browser's preflights (OPTIONS) never use up its writes' limit.
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(opts.pool),
      skipOnError: true,
      keyGenerator: (request) => `${request.method} ${request.ip}`,
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
    });

    // Authenticated data must never sit in a shared or browser cache.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/v1/')) reply.header('cache-control', 'no-store');
    });
  },
);
