import {
  envelope,
  helpdeskMessage,
  helpdeskReplyBody,
  helpdeskTicket,
  helpdeskTicketDetail,
  helpdeskTicketsQuery,
  openHelpdeskTicketBody,
  pageQuery,
  paginated,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { created, ok } from '../../lib/reply.ts';
import {
  getTicket,
  type HelpdeskContext,
  listTickets,
  messagesByEmail,
  openTicket,
  replyAsMerchant,
} from './helpdesk-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['helpdesk'];
const ticketParams = z.object({ id: z.uuid('Invalid ticket id') });

/** The merchant's helpdesk: docs/product/messaging.md#calls's messages by email, plus opening tickets and replying to them. */
export async function helpdeskRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: HelpdeskContext = { db: app.db, mailer: app.mailer, publicUrl: env.PUBLIC_URL };
  const r = signedInRoutes(app);

  r.get(
    '/v1/helpdesk/get-messages-email/:email',
    {
      config: { permission: 'helpdesk' },
      schema: {
        tags,
        params: z.object({ email: z.string().trim().min(1).max(254) }),
        querystring: pageQuery,
        response: { 200: envelope(paginated(helpdeskMessage)) },
      },
    },
    async (request) =>
      ok(await messagesByEmail(ctx, request.user, request.params.email, request.query), 'Messages fetched'),
  );

  r.post(
    '/v1/helpdesk/tickets',
    {
      config: { permission: 'helpdesk' },
      schema: { tags, body: openHelpdeskTicketBody, response: { 201: envelope(helpdeskTicketDetail) } },
    },
    async (request, reply) =>
      created(reply, await openTicket(ctx, request.user, request.body), 'Ticket opened'),
  );

  r.get(
    '/v1/helpdesk/tickets',
    {
      config: { permission: 'helpdesk' },
      schema: {
        tags,
        querystring: helpdeskTicketsQuery,
        response: { 200: envelope(paginated(helpdeskTicket)) },
      },
    },
    async (request) => ok(await listTickets(ctx, request.user.id, request.query), 'Tickets fetched'),
  );

  r.get(
    '/v1/helpdesk/tickets/:id',
    {
      config: { permission: 'helpdesk' },
      schema: { tags, params: ticketParams, response: { 200: envelope(helpdeskTicketDetail) } },
    },
    async (request) => ok(await getTicket(ctx, request.user.id, request.params.id), 'Ticket fetched'),
  );

  r.post(
    '/v1/helpdesk/tickets/:id/reply',
    {
      config: { permission: 'helpdesk' },
      schema: {
        tags,
        params: ticketParams,
        body: helpdeskReplyBody,
        response: { 201: envelope(helpdeskMessage) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await replyAsMerchant(ctx, request.user.id, request.params.id, request.body.message),
        'Reply sent',
      ),
  );
}
