import { toPaginated } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { conversationRepository } from './conversation-repository.ts';
import { messageRepository } from './message-repository.ts';
import { conversationOfGuestToken } from './conversation-entry.ts';

/** The unread list is for the badge and the store of docs/product/messaging.md#unread-messages; older unread stay countable per conversation. */
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
  const row = await conversationOfGuestToken(db, token);
  if (!row || row.kind !== 'buyer') throw notFound('Conversation');
  return row;
}

export async function supportConversation(db: Executor, merchantId: string, id: string) {
  const row = await conversationRepository.find(db, merchantId, id);
  if (!row || row.kind !== 'support') throw notFound('Conversation');
  return row;
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
