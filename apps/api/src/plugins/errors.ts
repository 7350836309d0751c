import { type ErrorEnvelope, type FieldError, messages } from '@oja/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { sendPageRefusal } from '../lib/public-page-reply.ts';

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER = '5';

const failed = (code: number, message: string, errors?: FieldError[]): ErrorEnvelope => ({
  code,
  status: 'Failed',
  message,
  data: null,
  ...(errors ? { errors } : {}),
});

/**
 * The single error path of the API: validation problems → 400 with errors[], AppError → its status,
 * Fastify's own 4xx (bad JSON, body too large, rate limit) → as they are, an unreachable database → 503
 * with Retry-After (the request changed nothing and may be retried), anything else → a generic 500
 * that leaks nothing; unknown routes → a 404 envelope.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send(failed(400, errors[0]?.message ?? 'Invalid request', errors));
    }
    const page = sendPageRefusal(request, reply, error.statusCode ?? 500);
    if (page) return page;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(failed(error.statusCode, error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send(failed(status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER);
      return reply.code(503).send(failed(503, messages.unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failed(500, messages.internal));
  });
});

export const notFoundEnvelope = (method: string, url: string) =>
  failed(404, `Route ${method} ${url.split('?')[0]} not found`);
