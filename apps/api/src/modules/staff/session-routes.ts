import { EVERY_MEMBER, envelope, sessionInfo } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { ownerOf } from './owner-lookup.ts';
import { staffRepository } from './staff-repository.ts';

/** GET /v1/users/session: who is signed in, in which business, with which role and permissions (every member). */
export async function sessionRoutes(app: FastifyInstance) {
  signedInRoutes(app).get(
    '/v1/users/session',
    {
      config: { permission: EVERY_MEMBER },
      schema: { tags: ['users'], response: { 200: envelope(sessionInfo) } },
    },
    async (request) => {
      const { actor, permissions } = request;
      const [owner, role] = await Promise.all([
        ownerOf(app.db, request.user.id),
        actor.kind === 'staff' ? staffRepository.roleOf(app.db, actor.id) : 'owner',
      ]);
      return ok({
        actor,
        permissions: [...permissions],
        role: role ?? 'owner',
        businessName: owner.businessName,
      });
    },
  );
}
