import {
  chatMessage,
  envelope,
  helpdeskMessage,
  helpdeskReplyBody,
  helpdeskTicket,
  helpdeskTicketDetail,
  helpdeskTicketsQuery,
  messagingMessages,
  messagePage,
  messagesQuery,
  pageQuery,
  paginated,
  seenResult,
  sendMessageBody,
  supportConversation as supportConversationSchema,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { created, ok } from '../../lib/reply.ts';
import { getTicket, type HelpdeskContext, listTickets, replyAsSupport } from '../helpdesk/index.ts';
import {
  listSupportConversations,
  markConversationSeen,
  messageHistory,
  postMessage,
  supportConversation,
} from './index.ts';
import { roles } from '../../lib/roles.ts';
import { requireRole } from '../../plugins/auth.ts';

const tags = ['support'];
const params = z.object({ merchantId: z.uuid('Invalid merchant id'), id: z.uuid('Invalid id') });

/**
 * The operator's desk: every merchant's support conversations and helpdesk tickets. Addressed by
 * merchant id and id, since they span tenants. Operators only.
 */
export async function supportRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: HelpdeskContext = { db: app.db, mailer: app.mailer, publicUrl: env.PUBLIC_URL };
  app.addHook('onRequest', requireRole(roles.operator, messagingMessages.operatorsOnly));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/support/conversations',
    {
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: envelope(paginated(supportConversationSchema)) },
      },
    },
    async (request) => ok(await listSupportConversations(ctx.db, request.query), 'Conversations fetched'),
  );

  r.get(
    '/v1/support/conversations/:merchantId/:id/messages',
    { schema: { tags, params, querystring: messagesQuery, response: { 200: envelope(messagePage) } } },
    async (request) => {
      const conversation = await supportConversation(ctx.db, request.params.merchantId, request.params.id);
      return ok(await messageHistory(ctx.db, conversation, request.query), 'Messages fetched');
    },
  );

  r.post(
    '/v1/support/conversations/:merchantId/:id/messages',
    { schema: { tags, params, body: sendMessageBody, response: { 201: envelope(chatMessage) } } },
    async (request, reply) => {
      const conversation = await supportConversation(ctx.db, request.params.merchantId, request.params.id);
      const sender = { role: 'support' as const, id: request.user.id };
      return created(
        reply,
        await postMessage(ctx.db, conversation, sender, request.body.text),
        'Message sent',
      );
    },
  );

  r.post(
    '/v1/support/conversations/:merchantId/:id/seen',
    { schema: { tags, params, response: { 200: envelope(seenResult) } } },
    async (request) => {
      const conversation = await supportConversation(ctx.db, request.params.merchantId, request.params.id);
      return ok(await markConversationSeen(ctx.db, conversation, 'support'), 'Messages marked as seen');
    },
  );

  r.get(
    '/v1/support/tickets',
    {
      schema: {
        tags,
        querystring: helpdeskTicketsQuery,
        response: { 200: envelope(paginated(helpdeskTicket.extend({ merchantId: z.string() }))) },
      },
    },
    async (request) => ok(await listTickets(ctx, null, request.query), 'Tickets fetched'),
  );

  r.get(
    '/v1/support/tickets/:merchantId/:id',
    { schema: { tags, params, response: { 200: envelope(helpdeskTicketDetail) } } },
    async (request) =>
      ok(await getTicket(ctx, request.params.merchantId, request.params.id), 'Ticket fetched'),
  );

  r.post(
    '/v1/support/tickets/:merchantId/:id/reply',
    { schema: { tags, params, body: helpdeskReplyBody, response: { 201: envelope(helpdeskMessage) } } },
    async (request, reply) => {
      const target = { merchantId: request.params.merchantId, ticketId: request.params.id };
      return created(
        reply,
        await replyAsSupport(ctx, request.user.id, target, request.body.message),
        'Reply sent',
      );
    },
  );
}
