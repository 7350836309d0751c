import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { SenderRole } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { messageColumns, unreadBy } from './message-repository.ts';
import { findOne } from '../../lib/db/rows.ts';

export type ConversationRow = typeof conversations.$inferSelect;

/** The newest message of the outer conversation row (a LATERAL subquery). */
function lastMessageOf(db: Executor) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(eq(messages.merchantId, conversations.merchantId), eq(messages.conversationId, conversations.id)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
}

/** How many messages of the outer conversation row wait for `reader`. */
const unreadCountFor = (reader: SenderRole) =>
  sql<number>`(SELECT count(*)::int FROM ${messages} WHERE ${messages.merchantId} = ${conversations.merchantId} AND ${messages.conversationId} = ${conversations.id} AND ${unreadBy(reader)})`.mapWith(
    Number,
  );

function summaryQuery(db: Executor, reader: SenderRole) {
  const last = lastMessageOf(db);
  return db
    .select({
      id: conversations.id,
      merchantId: conversations.merchantId,
      kind: conversations.kind,
      buyerName: conversations.buyerName,
      buyerEmail: conversations.buyerEmail,
      orderId: conversations.orderId,
      bookingId: conversations.bookingId,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      unreadCount: unreadCountFor(reader),
      merchantName: sql<string>`coalesce(nullif(${users.businessName}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
      last: {
        id: last.id,
        conversationId: last.conversationId,
        senderRole: last.senderRole,
        text: last.text,
        seenAt: last.seenAt,
        createdAt: last.createdAt,
      },
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.merchantId))
    .leftJoinLateral(last, sql`true`)
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** A conversation as the API returns it: the last message (if any) and the reader's unread count. */
export function toSummary({ last, ...row }: SummaryRow) {
  return { ...row, lastMessage: last?.id ? { ...last, id: last.id } : null };
}

export const conversationRepository = {
  /** Creates the conversation for a topic, or returns the one that already exists. */
  async insertOrGet(db: Executor, values: typeof conversations.$inferInsert) {
    const [inserted] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.merchantId, values.merchantId), eq(conversations.topicKey, values.topicKey)),
      );
    return { row: existing!, created: false };
  },

  async findByTopic(db: Executor, merchantId: string, topicKey: string) {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.merchantId, merchantId), eq(conversations.topicKey, topicKey)));
    return row;
  },

  /** Buyer conversations the merchant started in the last `seconds`, and when the oldest leaves that window. */
  async countStartedSince(db: Executor, merchantId: string, seconds: number) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${conversations.createdAt}) - now()), 0)::float8 + ${seconds}`,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.merchantId, merchantId),
          eq(conversations.kind, 'buyer'),
          gt(conversations.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row!;
  },

  find: (db: Executor, merchantId: string, id: string) =>
    findOne(db, conversations, and(eq(conversations.merchantId, merchantId), eq(conversations.id, id))),

  async findByGuestToken(db: Executor, tokenHash: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.guestTokenHash, tokenHash));
    return row;
  },

  async touch(db: Executor, merchantId: string, id: string, at: Date) {
    await db
      .update(conversations)
      .set({ lastMessageAt: at })
      .where(and(eq(conversations.merchantId, merchantId), eq(conversations.id, id)));
  },

  async merchantName(db: Executor, merchantId: string): Promise<string> {
    const [row] = await db
      .select({
        name: sql<string>`coalesce(nullif(${users.businessName}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
      })
      .from(users)
      .where(eq(users.id, merchantId));
    return row?.name ?? '';
  },

  /** One conversation as `reader` sees it. */
  async summary(db: Executor, merchantId: string, id: string, reader: SenderRole) {
    const [row] = await summaryQuery(db, reader).where(
      and(eq(conversations.merchantId, merchantId), eq(conversations.id, id)),
    );
    return row && toSummary(row);
  },

  /** A page of conversations, most recently active first: a merchant's, or every support one. */
  async list(
    db: Executor,
    scope: { merchantId: string } | { support: true },
    opts: { limit: number; offset: number },
  ) {
    const where: SQL =
      'merchantId' in scope
        ? eq(conversations.merchantId, scope.merchantId)
        : eq(conversations.kind, 'support');
    const reader: SenderRole = 'merchantId' in scope ? 'merchant' : 'support';
    const [rows, [total]] = await Promise.all([
      summaryQuery(db, reader)
        .where(where)
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(conversations).where(where),
    ]);
    return { rows: rows.map(toSummary), total: total?.n ?? 0 };
  },
};
