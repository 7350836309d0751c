import {
  acceptInvitationRequest,
  authTokens,
  envelope,
  errorEnvelope,
  invitationPreview,
  staffMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok } from '../../lib/reply.ts';
import { setSessionCookie } from '../sessions/index.ts';
import { acceptInvitation, readInvitation } from './invitation-service.ts';
import type { StaffContext } from './staff-context.ts';

const tags = ['staff'];
const params = z.object({ token: z.string() });
const failed = { 404: errorEnvelope, 409: errorEnvelope };
/** Per client address: the links are unguessable, this only keeps a scanner slow. */
const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The invitation link, public: the invited person has no account yet. */
export async function invitationRoutes(app: FastifyInstance, { ctx }: { ctx: StaffContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/staff/join/:token',
    { config, schema: { tags, params, response: { 200: envelope(invitationPreview), ...failed } } },
    async (request) => ok(await readInvitation(ctx, request.params.token), staffMessages.invitationRead),
  );

  r.post(
    '/v1/staff/join/:token/accept',
    {
      config,
      schema: {
        tags,
        summary: 'Accept an invitation: create the staff account (name, password) and sign in',
        params,
        body: acceptInvitationRequest,
        response: { 201: envelope(authTokens), 400: errorEnvelope, ...failed },
      },
    },
    async (request, reply) => {
      const { session } = await acceptInvitation(ctx, request.params.token, request.body);
      setSessionCookie(reply, session);
      const tokens = { access: { token: session.token, expires: session.expires.toISOString() } };
      return created(reply, tokens, staffMessages.accepted);
    },
  );
}
