import { messagingMessages } from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export const OPERATOR_ROLE = 'operator';

/** An onRequest hook for support routes: an authenticated user with the operator role. */
export const requireOperator = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.authenticate(request);
  if (request.user.role !== OPERATOR_ROLE) throw new AppError('FORBIDDEN', messagingMessages.operatorsOnly);
};
