import type { Envelope } from '@oja/contracts';
import type { FastifyReply } from 'fastify';

/** The success envelope of docs/architecture.md#following-one-request-create-product with HTTP 200. */
export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { code: 200, status: 'Success', message, data };
}

/** The success envelope with HTTP 201, setting the reply's status code too. */
export function created<T>(reply: FastifyReply, data: T, message = 'Created'): Envelope<T> {
  reply.code(201);
  return { code: 201, status: 'Success', message, data };
}
