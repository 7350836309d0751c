import {
  declineBody,
  envelope,
  paginated,
  reviewItemSchema,
  reviewListQuery,
  upgradeResultSchema,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { decide, decisionMessage, listForReview } from './review-service.ts';
import type { VerificationContext } from './verification-context.ts';
import { roles } from '../../lib/roles.ts';
import { requireRole } from '../../plugins/auth.ts';

const tags = ['admin'];
const params = z.object({ userId: z.uuid('Invalid merchant id') });
const decided = { 200: envelope(upgradeResultSchema) };

/** The reviewer as an API for a future back office: the queue, approve and decline (operators only). */
export async function verificationAdminRoutes(app: FastifyInstance, { ctx }: { ctx: VerificationContext }) {
  app.addHook('onRequest', requireRole(roles.operator, 'Only operators can review verifications'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/admin/verifications',
    {
      schema: {
        tags,
        querystring: reviewListQuery,
        response: { 200: envelope(paginated(reviewItemSchema)) },
      },
    },
    async (request) => ok(await listForReview(ctx, request.query)),
  );

  r.post(
    '/v1/admin/verifications/:userId/approve',
    { schema: { tags, params, response: decided } },
    async (request) => {
      const data = await decide(ctx, request.params.userId, {
        status: 'verified',
        reason: null,
        reviewedBy: request.user.id,
      });
      return ok(data, decisionMessage('verified', data.submission.stage));
    },
  );

  r.post(
    '/v1/admin/verifications/:userId/decline',
    { schema: { tags, params, body: declineBody, response: decided } },
    async (request) => {
      const { reason } = request.body;
      const data = await decide(ctx, request.params.userId, {
        status: 'declined',
        reason,
        reviewedBy: request.user.id,
      });
      return ok(data, decisionMessage('declined', data.submission.stage));
    },
  );
}
