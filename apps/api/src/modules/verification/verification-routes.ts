import {
  businessVerificationSchema,
  companySubmissionSchema,
  envelope,
  identitySubmissionSchema,
  upgradeResultSchema,
  verificationOverviewSchema,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import type { VerificationContext } from './verification-context.ts';
import { getOverview, submitBusiness, submitCompany, submitIdentity } from './verification-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['verification'];
const response = { 200: envelope(upgradeResultSchema) };

/** docs/product/routes.md#api: the three stage submissions of the dashboard, and the merchant's own verification state. */
export async function verificationRoutes(app: FastifyInstance, { ctx }: { ctx: VerificationContext }) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/dashboard/upgrade-stage-one',
    { schema: { tags, body: businessVerificationSchema, response } },
    async (request) => {
      const { data, message } = await submitBusiness(ctx, request.user.id, request.body);
      return ok(data, message);
    },
  );

  r.post(
    '/v1/dashboard/upgrade-stage-two',
    { schema: { tags, body: identitySubmissionSchema, response } },
    async (request) => {
      const { data, message } = await submitIdentity(ctx, request.user.id, request.body);
      return ok(data, message);
    },
  );

  r.post(
    '/v1/dashboard/upgrade-stage-three',
    { schema: { tags, body: companySubmissionSchema, response } },
    async (request) => {
      const { data, message } = await submitCompany(ctx, request.user.id, request.body);
      return ok(data, message);
    },
  );

  r.get(
    '/v1/dashboard/verification',
    { schema: { tags, response: { 200: envelope(verificationOverviewSchema) } } },
    async (request) => ok(await getOverview(ctx, request.user.id)),
  );
}
