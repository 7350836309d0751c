import {
  chatMessage,
  conversation,
  conversationPage,
  envelope,
  messagePage,
  messagesQuery,
  pageQuery,
  seenBody,
  seenResult,
  sendMessageBody,
  startConversationBody,
  unreadMessage,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { created, ok } from '../../lib/reply.ts';
import { listConversations, listUnreadMessages, merchantConversation } from './conversation-service.ts';
import { startConversation } from './conversation-start.ts';
import { guestMessagingRoutes } from './guest-routes.ts';
import { type MessagingContext, messagingContextOf } from './messaging-context.ts';
import { markConversationSeen, messageHistory, postMessage } from './message-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['messaging'];
const userParams = z.object({ id: z.uuid('Invalid user id') });
const conversationParams = z.object({ id: z.uuid('Invalid conversation id') });

/** Messaging: the merchant's routes (authenticated) and the buyer's (through their private link). */
export async function messagingRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx = messagingContextOf(app, env);
  await app.register(merchantMessagingRoutes, { ctx });
  await app.register(guestMessagingRoutes, { ctx });
}

/** The merchant's side of messaging (docs/product/messaging.md#calls), plus starting a conversation. */
async function merchantMessagingRoutes(app: FastifyInstance, { ctx }: { ctx: MessagingContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/messaging/conversations/:id',
    {
      config: { permission: 'messages' },
      schema: {
        tags,
        params: userParams,
        querystring: pageQuery,
        response: { 200: envelope(conversationPage) },
      },
    },
    async (request) =>
      ok(
        await listConversations(ctx.db, request.user.id, request.params.id, request.query),
        'Conversations fetched',
      ),
  );

  r.post(
    '/v1/messaging/conversations',
    {
      config: { permission: 'messages' },
      schema: {
        tags,
        body: startConversationBody,
        response: { 200: envelope(conversation), 201: envelope(conversation) },
      },
    },
    async (request, reply) => {
      const result = await startConversation(ctx, request.user.id, request.body);
      return result.created
        ? created(reply, result.conversation, 'Conversation started')
        : ok(result.conversation, 'Conversation already open');
    },
  );

  r.get(
    '/v1/messaging/unreadMessages/:id',
    {
      config: { permission: 'messages' },
      schema: { tags, params: userParams, response: { 200: envelope(z.array(unreadMessage)) } },
    },
    async (request) =>
      ok(await listUnreadMessages(ctx.db, request.user.id, request.params.id), 'Unread messages fetched'),
  );

  r.get(
    '/v1/messaging/message/:id',
    {
      config: { permission: 'messages' },
      schema: {
        tags,
        params: conversationParams,
        querystring: messagesQuery,
        response: { 200: envelope(messagePage) },
      },
    },
    async (request) => {
      const conversation = await merchantConversation(ctx.db, request.user.id, request.params.id);
      return ok(await messageHistory(ctx.db, conversation, request.query), 'Messages fetched');
    },
  );

  r.post(
    '/v1/messaging/message/:id/send',
    {
      config: { permission: 'messages' },
      schema: {
        tags,
        params: conversationParams,
        body: sendMessageBody,
        response: { 201: envelope(chatMessage) },
      },
    },
    async (request, reply) => {
      const conversation = await merchantConversation(ctx.db, request.user.id, request.params.id);
      const sender = { role: 'merchant' as const, id: request.user.id };
      return created(
        reply,
        await postMessage(ctx.db, conversation, sender, request.body.text),
        'Message sent',
      );
    },
  );

  r.post(
    '/v1/messaging/message/seen',
    {
      config: { permission: 'messages' },
      schema: { tags, body: seenBody, response: { 200: envelope(seenResult) } },
    },
    async (request) => {
      const conversation = await merchantConversation(ctx.db, request.user.id, request.body.conversationId);
      return ok(await markConversationSeen(ctx.db, conversation, 'merchant'), 'Messages marked as seen');
    },
  );
}
