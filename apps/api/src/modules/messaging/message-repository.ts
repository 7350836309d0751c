import { and, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { SenderRole } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';
import { pageOf } from '../../lib/db/rows.ts';

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderRole: messages.senderRole,
  text: messages.text,
  seenAt: messages.seenAt,
  createdAt: messages.createdAt,
};

/**
 * The messages waiting for `reader` in a merchant's conversations: for the merchant, those written by
 * the buyer or support; for the buyer or support, those written by the merchant.
 */
export const unreadBy = (reader: SenderRole): SQL =>
  and(
    isNull(messages.seenAt),
    reader === 'merchant' ? ne(messages.senderRole, 'merchant') : eq(messages.senderRole, 'merchant'),
  )!;

export const messageRepository = {
  async insert(
    db: Executor,
    values: {
      merchantId: string;
      conversationId: string;
      senderRole: SenderRole;
      senderId: string | null;
      text: string;
    },
  ) {
    // The wall clock, not the transaction start: sends are serialised, so this keeps history in send order.
    const [row] = await db
      .insert(messages)
      .values({ ...values, createdAt: sql`clock_timestamp()` })
      .returning(messageColumns);
    return row!;
  },

  /** A page of a conversation's history, newest first; `before` keeps only messages older than that one. */
  async page(
    db: Executor,
    merchantId: string,
    conversationId: string,
    opts: { before?: string; limit: number; offset: number },
  ) {
    const conditions: SQL[] = [
      eq(messages.merchantId, merchantId),
      eq(messages.conversationId, conversationId),
    ];
    if (opts.before) {
      conditions.push(
        sql`(${messages.createdAt}, ${messages.id}) < (SELECT m.created_at, m.id FROM messages m WHERE m.merchant_id = ${merchantId} AND m.conversation_id = ${conversationId} AND m.id = ${opts.before})`,
      );
    }
    const where = and(...conditions);
    return pageOf(db, messages, {
      columns: messageColumns,
      where,
      orderBy: [desc(messages.createdAt), desc(messages.id)],
      ...opts,
    });
  },

  /** The merchant's unread messages across conversations, newest first, at most `limit`. */
  async unreadOfMerchant(db: Executor, merchantId: string, limit: number) {
    return db
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.merchantId, merchantId), unreadBy('merchant')))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
  },

  /** How many messages wait for `reader`, in one conversation or (merchant only) all of them. */
  async countUnread(
    db: Executor,
    merchantId: string,
    reader: SenderRole,
    conversationId?: string,
  ): Promise<number> {
    const conditions = [eq(messages.merchantId, merchantId), unreadBy(reader)];
    if (conversationId) conditions.push(eq(messages.conversationId, conversationId));
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(...conditions));
    return row?.n ?? 0;
  },

  /** Marks what waits for `reader` in a conversation as seen; returns how many and when. */
  async markSeen(db: Executor, merchantId: string, conversationId: string, reader: SenderRole) {
    const seenAt = new Date();
    const rows = await db
      .update(messages)
      .set({ seenAt })
      .where(
        and(
          eq(messages.merchantId, merchantId),
          eq(messages.conversationId, conversationId),
          unreadBy(reader),
        ),
      )
      .returning({ id: messages.id });
    return { seen: rows.length, seenAt };
  },

  /** Messages sent by `senderRole` during the last minute: by the whole merchant, or in one conversation. */
  async countRecent(db: Executor, merchantId: string, senderRole: SenderRole, conversationId?: string) {
    const conditions = [
      eq(messages.merchantId, merchantId),
      eq(messages.senderRole, senderRole),
      sql`${messages.createdAt} > clock_timestamp() - interval '1 minute'`,
    ];
    if (conversationId) conditions.push(eq(messages.conversationId, conversationId));
    const [row] = await db
      .select({
        n: count(),
        oldest: sql<Date | null>`min(${messages.createdAt})`.mapWith((v) => (v ? new Date(v) : null)),
      })
      .from(messages)
      .where(and(...conditions));
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
  },

  /** Serialises sends on one key across every API instance until the transaction ends. */
  async lock(db: Executor, key: string) {
    await lockFor(db, key);
  },
};
