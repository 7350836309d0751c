import { randomBytes } from 'node:crypto';
import { type StartConversationBody, toPaginated } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { conversationRepository } from './conversation-repository.ts';
import { messageRepository } from './message-repository.ts';
import { hashGuestToken, type MessagingContext } from './messaging-context.ts';
import { postMessage } from './message-service.ts';

/** The unread list is for the badge and the store of SPEC §4; older unread stay countable per conversation. */
export const MAX_UNREAD_LISTED = 500;

/** The conversations and unread lists are addressed by user id: only the caller's own exists for them. */
function assertSelf(callerId: string, userId: string) {
  if (callerId !== userId) throw notFound('User');
}

export async function merchantConversation(db: Executor, merchantId: string, id: string) {
  const row = await conversationRepository.find(db, merchantId, id);
  if (!row) throw notFound('Conversation');
  return row;
}

export async function guestConversation(db: Executor, token: string) {
  const row = await conversationRepository.findByGuestToken(db, hashGuestToken(token));
  if (!row || row.kind !== 'buyer') throw notFound('Conversation');
  return row;
}

export async function supportConversation(db: Executor, merchantId: string, id: string) {
  const row = await conversationRepository.find(db, merchantId, id);
  if (!row || row.kind !== 'support') throw notFound('Conversation');
  return row;
}

/**
 * Opens (or reopens) the merchant's conversation with a buyer — one per buyer email, order and
 * booking — or with support, and posts the first message if one is given. A new buyer conversation
 * emails the buyer their private link; only its hash is stored.
 */
export async function startConversation(
  ctx: MessagingContext,
  merchantId: string,
  body: StartConversationBody,
) {
  const token = body.counterpart === 'buyer' ? randomBytes(32).toString('base64url') : null;
  const values =
    body.counterpart === 'buyer'
      ? {
          merchantId,
          kind: 'buyer' as const,
          topicKey: JSON.stringify([
            'buyer',
            body.email.toLowerCase(),
            body.orderId ?? null,
            body.bookingId ?? null,
          ]),
          buyerEmail: body.email.toLowerCase(),
          buyerName: body.name ?? null,
          orderId: body.orderId ?? null,
          bookingId: body.bookingId ?? null,
          guestTokenHash: hashGuestToken(token!),
        }
      : { merchantId, kind: 'support' as const, topicKey: 'support' };
  const { row, created } = await conversationRepository.insertOrGet(ctx.db, values);
  if (created && token && row.buyerEmail) {
    const merchantName = await conversationRepository.merchantName(ctx.db, merchantId);
    const about = row.orderId
      ? ` about order ${row.orderId}`
      : row.bookingId
        ? ` about booking ${row.bookingId}`
        : '';
    await ctx.mailer.send({
      channel: 'email',
      to: row.buyerEmail,
      subject: `${merchantName || 'A seller'} wants to chat with you`,
      text:
        `${merchantName || 'A seller'} opened a conversation with you${about}.\n\n` +
        `Read and reply here: ${ctx.publicUrl}/chat/${token}\n\n` +
        `Keep this link private: anyone who has it can read and write in this conversation.`,
    });
  }
  if (body.text) await postMessage(ctx.db, row, { role: 'merchant', id: merchantId }, body.text);
  const summary = await conversationRepository.summary(ctx.db, merchantId, row.id, 'merchant');
  return { conversation: summary!, created };
}

export async function listConversations(
  db: Executor,
  callerId: string,
  userId: string,
  query: { page: number; limit: number },
) {
  assertSelf(callerId, userId);
  const { rows, total } = await conversationRepository.list(
    db,
    { merchantId: callerId },
    {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    },
  );
  return toPaginated(rows, total, query);
}

export async function listUnreadMessages(db: Executor, callerId: string, userId: string) {
  assertSelf(callerId, userId);
  return messageRepository.unreadOfMerchant(db, callerId, MAX_UNREAD_LISTED);
}

export async function listSupportConversations(db: Executor, query: { page: number; limit: number }) {
  const { rows, total } = await conversationRepository.list(
    db,
    { support: true },
    {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    },
  );
  return toPaginated(rows, total, query);
}
