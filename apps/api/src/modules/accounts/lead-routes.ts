import {
  accountMessages,
  demoRequest,
  demoRequestReceipt,
  envelope,
  waitlistEntry,
  waitlistRequest,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, ok } from '../../lib/reply.ts';
import type { AccountsContext } from './accounts-context.ts';
import { joinWaitlist, requestDemo } from './lead-service.ts';

const tags = ['users'];
/** Public forms: a per-address cap keeps scripts from filling the tables or the outbox. */
const config = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The public waitlist and demo-request forms. */
export async function leadRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/users/waitlist',
    {
      config,
      schema: {
        tags,
        body: waitlistRequest,
        response: { 200: envelope(waitlistEntry), 201: envelope(waitlistEntry) },
      },
    },
    async (request, reply) => {
      const { entry, created: isNew } = await joinWaitlist(ctx, request.body);
      return isNew
        ? created(reply, entry, accountMessages.waitlisted)
        : ok(entry, accountMessages.waitlisted);
    },
  );

  r.post(
    '/v1/users/request-demo',
    { config, schema: { tags, body: demoRequest, response: { 201: envelope(demoRequestReceipt) } } },
    async (request, reply) =>
      created(reply, await requestDemo(ctx, request.body), accountMessages.demoRequested),
  );
}
