import type { Actor } from '@oja/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Who made the request — the owner, a staff member or an API key (set when it was authenticated); null
 * when nobody signed in. The one place the audit log learns who acted.
 */
export const actorOf = (request: FastifyRequest): Actor | null => request.actor ?? null;
