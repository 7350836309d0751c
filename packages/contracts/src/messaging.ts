import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';
import { paginated, pageQuery } from './pagination.ts';
import { notification, notificationUnreadCount } from './notifications.ts';
import { timestamp } from './timestamp.ts';
import { MESSAGE_MAX_LENGTH, messagingMessages } from './messaging-messages.ts';

export {
  conversationLimitMessage,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_MINUTE,
  merchantEmailLimitMessage,
  merchantMailLabel,
  merchantMailMessages,
  messagingMessages,
  platformEmailLimitMessage,
  recipientEmailLimitMessage,
} from './messaging-messages.ts';

const text = multiLineText()
  .trim()
  .min(1, messagingMessages.enterMessage)
  .max(MESSAGE_MAX_LENGTH, `A message has at most ${MESSAGE_MAX_LENGTH} characters`);

// The shapes below are typed as the server builds them (z.input: a moment may still be a Date); every
// moment leaves as a `timestamp` string, which is what the dashboard reads (its `Wire<…>` types).

// ── Messaging ────────────────────────────────────────────────────────────────

/** Who wrote a message: the merchant, the buyer (through the conversation link) or platform support. */
export const senderRole = z.enum(['merchant', 'buyer', 'support']);
export type SenderRole = z.infer<typeof senderRole>;
export const conversationKind = z.enum(['buyer', 'support']);

export const chatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderRole,
  text: z.string(),
  seenAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type ChatMessage = z.input<typeof chatMessage>;

/** docs/product/messaging.md#unread-messages: id and conversationId, plus what the badge and previews show. */
export const unreadMessage = chatMessage;
export type UnreadMessage = z.input<typeof unreadMessage>;

export const conversation = z.object({
  id: z.string(),
  kind: conversationKind,
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  bookingId: z.string().nullable(),
  lastMessage: chatMessage.nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Conversation = z.input<typeof conversation>;

/** A support conversation as an operator sees it: whose it is, and what that merchant has not had read. */
export const supportConversation = conversation.extend({
  merchantId: z.string(),
  merchantName: z.string(),
});

/** What a buyer sees through the conversation link. */
export const guestConversation = z.object({
  id: z.string(),
  merchantName: z.string(),
  buyerName: z.string().nullable(),
  orderId: z.string().nullable(),
  bookingId: z.string().nullable(),
});

const reference = singleLineText().trim().min(1).max(64);
export const startConversationBody = z.discriminatedUnion('counterpart', [
  z.object({
    counterpart: z.literal('buyer'),
    email: z.email('Enter a valid email'),
    name: singleLineText().trim().min(1).max(120).optional(),
    orderId: reference.optional(),
    bookingId: reference.optional(),
    text: text.optional(),
  }),
  z.object({ counterpart: z.literal('support'), text: text.optional() }),
]);
export type StartConversationBody = z.infer<typeof startConversationBody>;

export const sendMessageBody = z.object({ text });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const seenBody = z.object({ conversationId: z.uuid('Invalid conversation id') });
export const seenResult = z.object({
  conversationId: z.string(),
  seen: z.number().int(),
  unreadCount: z.number().int(),
});
export type SeenResult = z.infer<typeof seenResult>;

/** History pages, newest first; `before` (a message id) pins the pages while new messages arrive. */
export const messagesQuery = pageQuery.extend({ before: z.uuid('Invalid message id').optional() });
export type MessagesQuery = z.infer<typeof messagesQuery>;

export const messagePage = paginated(chatMessage);
export const conversationPage = paginated(conversation);

// ── Helpdesk ─────────────────────────────────────────────────────────────────

export const helpdeskTicketStatus = z.enum(['open', 'answered']);
export const helpdeskMessage = z.object({
  id: z.string(),
  ticketId: z.string(),
  subject: z.string(),
  authorRole: z.enum(['merchant', 'support']),
  body: z.string(),
  createdAt: timestamp,
});
export type HelpdeskMessage = z.input<typeof helpdeskMessage>;

export const helpdeskTicket = z.object({
  id: z.string(),
  subject: z.string(),
  status: helpdeskTicketStatus,
  email: z.string(),
  lastMessageAt: timestamp,
  createdAt: timestamp,
});
export type HelpdeskTicket = z.input<typeof helpdeskTicket>;
export const helpdeskTicketDetail = helpdeskTicket.extend({ messages: z.array(helpdeskMessage) });
export type HelpdeskTicketDetail = z.input<typeof helpdeskTicketDetail>;

export const openHelpdeskTicketBody = z.object({
  subject: singleLineText().trim().min(3, 'Enter a subject (min 3 characters)').max(150),
  message: text,
});
export const helpdeskReplyBody = z.object({ message: text });
export const helpdeskTicketsQuery = pageQuery.extend({ status: helpdeskTicketStatus.optional() });

// ── Realtime (/v1/ws) ────────────────────────────────────────────────────────

/** The subprotocol a non-browser client offers beside `bearer.<token>`; the server answers with it. */
export const WS_PROTOCOL = 'oja';
/** Close code of a socket whose session ended (logout, password change or reset, expiry): sign in again. */
export const WS_CLOSE_SESSION_ENDED = 4401;

export const unreadCountEvent = z.object({
  total: z.number().int(),
  conversationId: z.string().nullable(),
  conversationUnread: z.number().int(),
});

export const realtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.new'), data: chatMessage }),
  z.object({
    type: z.literal('message.seen'),
    data: z.object({
      conversationId: z.string(),
      seenBy: senderRole,
      seen: z.number().int(),
      seenAt: timestamp,
    }),
  }),
  z.object({ type: z.literal('unread.count'), data: unreadCountEvent }),
  z.object({
    type: z.literal('order.updated'),
    data: z.looseObject({ orderId: z.string(), status: z.string() }),
  }),
  z.object({
    type: z.literal('notification.new'),
    data: notification.extend({ unreadCount: z.number().int() }),
  }),
  /** Notifications were read (one, or all): the merchant's other tabs update the bell. */
  z.object({ type: z.literal('notification.read'), data: notificationUnreadCount }),
]);
export type RealtimeEvent = z.input<typeof realtimeEvent>;
export type RealtimeEventType = RealtimeEvent['type'];

/** An event too large for one database notification: only its ids travel; clients refetch. */
export const partialRealtimeEvent = z.object({
  type: z.string(),
  partial: z.literal(true),
  data: z.record(z.string(), z.string()),
});
export type PartialRealtimeEvent = z.infer<typeof partialRealtimeEvent>;
