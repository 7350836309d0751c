import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';

/**
 * A merchant's conversation with a buyer (who takes part through a secret link) or with platform
 * support (operators). Tenant table.
 */
export const conversations = pgTable(
  'conversations',
  {
    ...tenantKey(),
    kind: text({ enum: ['buyer', 'support'] }).notNull(),
    /** 'support', or the buyer's email with the order and booking the conversation is about: one conversation each. */
    topicKey: text().notNull(),
    /** Stored lower-cased. */
    buyerEmail: text(),
    buyerName: text(),
    orderId: text(),
    bookingId: text(),
    /** SHA-256 (hex) of the buyer's link token; the token itself is only ever emailed to the buyer. */
    guestTokenHash: text(),
    lastMessageAt: at().notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('conversations_merchant_topic').on(t.merchantId, t.topicKey),
    unique('conversations_merchant_guest_token').on(t.merchantId, t.guestTokenHash),
    // The dashboard's search: a buyer's conversation by their name or the start of their email.
    index('conversations_buyer_name_trgm').using('gin', sql`${t.buyerName} gin_trgm_ops`),
    index('conversations_merchant_buyer_email_prefix').on(t.merchantId, t.buyerEmail.op('text_pattern_ops')),
    index('conversations_guest_token').on(t.guestTokenHash),
    index('conversations_merchant_recent').on(
      t.merchantId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_support_recent')
      .on(t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} = 'support'`),
  ],
);

/** One message of a conversation. `seenAt` is set when the other side reads it. Tenant table. */
export const messages = pgTable(
  'messages',
  {
    ...tenantKey(),
    conversationId: uuid().notNull(),
    senderRole: text({ enum: ['merchant', 'buyer', 'support'] }).notNull(),
    /** The merchant or operator who wrote it; null for the buyer. */
    senderId: uuid(),
    text: text().notNull(),
    seenAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.conversationId],
      foreignColumns: [conversations.merchantId, conversations.id],
    }).onDelete('cascade'),
    index('messages_conversation_created').on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('messages_unread')
      .on(t.merchantId, t.conversationId)
      .where(sql`${t.seenAt} IS NULL`),
    // The per-merchant send rate is counted over the last minute.
    index('messages_merchant_created').on(t.merchantId, t.createdAt),
  ],
);

/** A helpdesk ticket opened by a merchant. Tenant table. */
export const helpdeskTickets = pgTable(
  'helpdesk_tickets',
  {
    ...tenantKey(),
    /** The merchant's email when the ticket was opened: where support's replies are sent. */
    email: text().notNull(),
    subject: text().notNull(),
    /** open: waiting for support; answered: support replied last. */
    status: text({ enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    lastMessageAt: at().notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('helpdesk_tickets_merchant_recent').on(t.merchantId, t.lastMessageAt.desc().nullsFirst()),
    index('helpdesk_tickets_queue').on(t.status, t.lastMessageAt.desc().nullsFirst()),
  ],
);

/** The messages of a ticket, the merchant's first message included. Tenant table. */
export const helpdeskReplies = pgTable(
  'helpdesk_replies',
  {
    ...tenantKey(),
    ticketId: uuid().notNull(),
    authorRole: text({ enum: ['merchant', 'support'] }).notNull(),
    authorId: uuid().notNull(),
    body: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.ticketId],
      foreignColumns: [helpdeskTickets.merchantId, helpdeskTickets.id],
    }).onDelete('cascade'),
    index('helpdesk_replies_ticket').on(t.merchantId, t.ticketId, t.createdAt),
    index('helpdesk_replies_merchant_recent').on(t.merchantId, t.createdAt.desc().nullsFirst()),
  ],
);
