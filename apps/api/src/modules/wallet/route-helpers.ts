import type { Envelope } from '@oja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type IdempotentOutcome, REPLAYED_HEADER } from '../idempotency/index.ts';
import type { WalletCaller } from './wallet-context.ts';

export const tags = ['wallet'];

export const callerOf = (request: FastifyRequest): WalletCaller => ({
  id: request.user.id,
  email: request.user.email,
  returnOrigin: request.server.returnOrigin(request),
});

/** The envelope of an idempotent operation, marked when it is a replay of the first answer. */
export function sendOutcome<T>(reply: FastifyReply, outcome: IdempotentOutcome<T>): Envelope<T> {
  reply.code(outcome.statusCode);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return { code: outcome.statusCode, status: 'Success', message: outcome.message, data: outcome.data };
}
