import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks; set only on routes that keep it. */
    rawBody?: string;
  }
}

/**
 * A provider's webhook route (payments, logistics): its JSON body is also kept as received in
 * `request.rawBody`, the bytes the provider signed. Registered inside the route's own plugin.
 */
export function keepRawJsonBody(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', 'Invalid JSON'), undefined);
    }
  });
}

/**
 * A preValidation hook refusing (401, `message`) a request whose `header` does not sign its raw body:
 * checked before the body is validated, so an unsigned caller learns nothing about the shape.
 */
export const signedBy =
  (header: string, verify: (rawBody: string, signature: string | undefined) => boolean, message: string) =>
  async (request: FastifyRequest) => {
    const signature = request.headers[header];
    if (!verify(request.rawBody ?? '', typeof signature === 'string' ? signature : undefined))
      throw new AppError('UNAUTHENTICATED', message);
  };
