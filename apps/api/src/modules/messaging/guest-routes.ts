import {
  chatMessage,
  envelope,
  guestConversation as guestConversationSchema,
  messagePage,
  messagesQuery,
  seenResult,
  sendMessageBody,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok } from '../../lib/reply.ts';
import { conversationRepository } from './conversation-repository.ts';
import { guestConversation } from './conversation-service.ts';
import type { MessagingContext } from './messaging-context.ts';
import { markConversationSeen, messageHistory, postMessage } from './message-service.ts';

const tags = ['messaging'];
const params = z.object({ token: z.string().regex(/^[\w-]{32,128}$/, 'Invalid conversation link') });

/**
 * The buyer's side of a conversation, reached through the private link emailed to them (no account).
 * Rate-limited per address, on top of the per-conversation send limit.
 */
export async function guestMessagingRoutes(app: FastifyInstance, { ctx }: { ctx: MessagingContext }) {
  app.addHook('onRequest', app.rateLimit({ max: 120, timeWindow: '1 minute' }));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/messaging/guest/:token',
    { schema: { tags, params, response: { 200: envelope(guestConversationSchema) } } },
    async (request) => {
      const row = await guestConversation(ctx.db, request.params.token);
      const merchantName = await conversationRepository.merchantName(ctx.db, row.merchantId);
      const { id, buyerName, orderId, bookingId } = row;
      return ok({ id, merchantName, buyerName, orderId, bookingId }, 'Conversation fetched');
    },
  );

  r.get(
    '/v1/messaging/guest/:token/messages',
    { schema: { tags, params, querystring: messagesQuery, response: { 200: envelope(messagePage) } } },
    async (request) => {
      const conversation = await guestConversation(ctx.db, request.params.token);
      return ok(await messageHistory(ctx.db, conversation, request.query), 'Messages fetched');
    },
  );

  r.post(
    '/v1/messaging/guest/:token/messages',
    { schema: { tags, params, body: sendMessageBody, response: { 201: envelope(chatMessage) } } },
    async (request, reply) => {
      const conversation = await guestConversation(ctx.db, request.params.token);
      const message = await postMessage(ctx.db, conversation, { role: 'buyer', id: null }, request.body.text);
      return created(reply, message, 'Message sent');
    },
  );

  r.post(
    '/v1/messaging/guest/:token/seen',
    { schema: { tags, params, response: { 200: envelope(seenResult) } } },
    async (request) => {
      const conversation = await guestConversation(ctx.db, request.params.token);
      return ok(await markConversationSeen(ctx.db, conversation, 'buyer'), 'Messages marked as seen');
    },
  );
}
