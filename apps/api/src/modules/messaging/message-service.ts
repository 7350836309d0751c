import { emitEvent } from '../webhooks/index.ts';
import {
  type ChatMessage,
  MESSAGES_PER_MINUTE,
  messagingMessages,
  type SeenResult,
  type SenderRole,
  toPaginated,
  type MessagesQuery,
} from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { publishEvent, SUPPORT_AUDIENCE } from '../realtime/index.ts';
import { type ConversationRow, conversationRepository } from './conversation-repository.ts';
import { messageRepository } from './message-repository.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

/** The conversation a message goes to, as loaded (and scoped) by the caller. */
type Target = Pick<ConversationRow, 'merchantId' | 'id' | 'kind' | 'buyerName'>;

const PREVIEW_LENGTH = 140;
const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;

/** The audiences that watch a conversation live besides the merchant: operators for support ones. */
const watchers = (conversation: Target) => [
  conversation.merchantId,
  ...(conversation.kind === 'support' ? [SUPPORT_AUDIENCE] : []),
];

/**
 * Refuses a send past the per-minute limit: the merchant's own messages count across all their
 * conversations, a buyer's or support's within the conversation. Sends on one key are serialised
 * (an advisory lock) so concurrent requests cannot all slip under the limit.
 */
async function enforceRate(tx: Executor, conversation: Target, sender: SenderRole) {
  const perMerchant = sender === 'merchant';
  await messageRepository.lock(
    tx,
    perMerchant ? `send:m:${conversation.merchantId}` : `send:c:${conversation.id}`,
  );
  const { count, oldest } = await messageRepository.countRecent(
    tx,
    conversation.merchantId,
    sender,
    perMerchant ? undefined : conversation.id,
  );
  if (count >= MESSAGES_PER_MINUTE) {
    const wait = oldest ? (oldest.getTime() + 60_000 - Date.now()) / 1000 : 60;
    throw tooManyRequests(messagingMessages.tooManyMessages, wait);
  }
}

/** Tells the merchant (and operators, for support) about a new message; counts and notifies incoming ones. */
async function announce(tx: Executor, conversation: Target, message: ChatMessage) {
  for (const audience of watchers(conversation)) {
    await publishEvent(tx, audience, { type: 'message.new', data: message });
  }
  if (message.senderRole === 'merchant') return;
  // One after the other: a transaction's client runs one query at a time.
  const total = await messageRepository.countUnread(tx, conversation.merchantId, 'merchant');
  const conversationUnread = await messageRepository.countUnread(
    tx,
    conversation.merchantId,
    'merchant',
    conversation.id,
  );
  await publishEvent(tx, conversation.merchantId, {
    type: 'unread.count',
    data: { total, conversationId: conversation.id, conversationUnread },
  });
  // One notification per burst: only the message that makes the conversation unread notifies.
  if (conversationUnread === 1) {
    const from = message.senderRole === 'support' ? 'Support' : conversation.buyerName || 'a buyer';
    await notify(tx, conversation.merchantId, {
      type: 'message.new',
      title: `New message from ${from}`,
      body: preview(message.text),
      link: `/message?conversation=${conversation.id}`,
    });
  }
}

/** Adds a message to a conversation the caller may write to, within the rate limit, and publishes it. */
export async function postMessage(
  db: Database,
  conversation: Target,
  sender: { role: SenderRole; id: string | null },
  text: string,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await enforceRate(tx, conversation, sender.role);
    const message = await messageRepository.insert(tx, {
      merchantId: conversation.merchantId,
      conversationId: conversation.id,
      senderRole: sender.role,
      senderId: sender.id,
      text,
    });
    await conversationRepository.touch(tx, conversation.merchantId, conversation.id, message.createdAt);
    await announce(tx, conversation, message);
    // A buyer's or guest's message is news for the merchant's webhook endpoints; its own are not.
    if (sender.role === 'buyer')
      await emitEvent(tx, conversation.merchantId, 'message.received', {
        id: message.id,
        conversationId: conversation.id,
        from: conversation.buyerName,
        text,
        sent_at: new Date(message.createdAt).toISOString(),
      });
    return message;
  });
}

/** Marks what waits for `reader` in the conversation as seen and tells the watchers. */
export async function markConversationSeen(
  db: Database,
  conversation: Target,
  reader: SenderRole,
): Promise<SeenResult> {
  return db.transaction(async (tx) => {
    const { seen, seenAt } = await messageRepository.markSeen(
      tx,
      conversation.merchantId,
      conversation.id,
      reader,
    );
    if (seen > 0) {
      for (const audience of watchers(conversation)) {
        await publishEvent(tx, audience, {
          type: 'message.seen',
          data: { conversationId: conversation.id, seenBy: reader, seen, seenAt },
        });
      }
    }
    if (reader !== 'merchant') {
      const unreadCount = await messageRepository.countUnread(
        tx,
        conversation.merchantId,
        reader,
        conversation.id,
      );
      return { conversationId: conversation.id, seen, unreadCount };
    }
    const unreadCount = await messageRepository.countUnread(tx, conversation.merchantId, 'merchant');
    if (seen > 0) {
      await publishEvent(tx, conversation.merchantId, {
        type: 'unread.count',
        data: { total: unreadCount, conversationId: conversation.id, conversationUnread: 0 },
      });
    }
    return { conversationId: conversation.id, seen, unreadCount };
  });
}

/** A page of a conversation's history, newest first. */
export async function messageHistory(db: Executor, conversation: Target, query: MessagesQuery) {
  const { rows, total } = await messageRepository.page(db, conversation.merchantId, conversation.id, {
    before: query.before,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return toPaginated(rows, total, query);
}
