import type { ActorKind } from '@oja/contracts';
import type { FastifyRequest } from 'fastify';

export interface Actor {
  kind: ActorKind;
  id: string;
  name: string;
}

/**
 * Who made the request: the API key that authenticated it, or else the signed-in account (the owner);
 * null when nobody signed in. The one place the audit log learns who acted.
 */
export function actorOf(request: FastifyRequest): Actor | null {
  if (request.apiKey) return { kind: 'apiKey', id: request.apiKey.id, name: request.apiKey.name };
  if (!request.user) return null;
  return { kind: 'owner', id: request.user.id, name: request.user.email };
}
