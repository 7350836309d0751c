import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { helpdeskReplies, helpdeskTickets } from '../../db/schema/index.ts';
import { pageOf } from '../../lib/db/rows.ts';

type TicketStatus = 'open' | 'answered';

const ticketColumns = {
  id: helpdeskTickets.id,
  subject: helpdeskTickets.subject,
  status: helpdeskTickets.status,
  email: helpdeskTickets.email,
  lastMessageAt: helpdeskTickets.lastMessageAt,
  createdAt: helpdeskTickets.createdAt,
};

const messageColumns = {
  id: helpdeskReplies.id,
  ticketId: helpdeskReplies.ticketId,
  subject: helpdeskTickets.subject,
  authorRole: helpdeskReplies.authorRole,
  body: helpdeskReplies.body,
  createdAt: helpdeskReplies.createdAt,
};

const replyJoin = and(
  eq(helpdeskTickets.merchantId, helpdeskReplies.merchantId),
  eq(helpdeskTickets.id, helpdeskReplies.ticketId),
);

export const helpdeskRepository = {
  async insertTicket(db: Executor, merchantId: string, values: { email: string; subject: string }) {
    const [row] = await db
      .insert(helpdeskTickets)
      .values({ merchantId, ...values })
      .returning(ticketColumns);
    return row!;
  },

  async insertReply(
    db: Executor,
    values: {
      merchantId: string;
      ticketId: string;
      authorRole: 'merchant' | 'support';
      authorId: string;
      body: string;
    },
  ) {
    const [row] = await db.insert(helpdeskReplies).values(values).returning({ id: helpdeskReplies.id });
    const [message] = await db
      .select(messageColumns)
      .from(helpdeskReplies)
      .innerJoin(helpdeskTickets, replyJoin)
      .where(and(eq(helpdeskReplies.merchantId, values.merchantId), eq(helpdeskReplies.id, row!.id)));
    return message!;
  },

  /** The ticket, locked until the transaction ends so replies to it are applied one at a time. */
  async findForUpdate(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .select({ ...ticketColumns, merchantId: helpdeskTickets.merchantId })
      .from(helpdeskTickets)
      .where(and(eq(helpdeskTickets.merchantId, merchantId), eq(helpdeskTickets.id, id)))
      .for('update');
    return row;
  },

  async setStatus(db: Executor, merchantId: string, id: string, status: TicketStatus, at: Date) {
    await db
      .update(helpdeskTickets)
      .set({ status, lastMessageAt: at })
      .where(and(eq(helpdeskTickets.merchantId, merchantId), eq(helpdeskTickets.id, id)));
  },

  async find(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .select(ticketColumns)
      .from(helpdeskTickets)
      .where(and(eq(helpdeskTickets.merchantId, merchantId), eq(helpdeskTickets.id, id)));
    return row;
  },

  async messagesOfTicket(db: Executor, merchantId: string, ticketId: string) {
    return db
      .select(messageColumns)
      .from(helpdeskReplies)
      .innerJoin(helpdeskTickets, replyJoin)
      .where(and(eq(helpdeskReplies.merchantId, merchantId), eq(helpdeskReplies.ticketId, ticketId)))
      .orderBy(asc(helpdeskReplies.createdAt), asc(helpdeskReplies.id));
  },

  /** A page of tickets, latest activity first: a merchant's, or every merchant's (the support queue). */
  async listTickets(
    db: Executor,
    merchantId: string | null,
    opts: { status?: TicketStatus; limit: number; offset: number },
  ) {
    const conditions: SQL[] = [];
    if (merchantId) conditions.push(eq(helpdeskTickets.merchantId, merchantId));
    if (opts.status) conditions.push(eq(helpdeskTickets.status, opts.status));
    const where = and(...conditions);
    return pageOf(db, helpdeskTickets, {
      columns: { ...ticketColumns, merchantId: helpdeskTickets.merchantId },
      where,
      orderBy: [desc(helpdeskTickets.lastMessageAt), desc(helpdeskTickets.id)],
      ...opts,
    });
  },

  /** A page of every helpdesk message of a merchant, across tickets, newest first. */
  async messagesOfMerchant(db: Executor, merchantId: string, opts: { limit: number; offset: number }) {
    const where = eq(helpdeskReplies.merchantId, merchantId);
    const [rows, [total]] = await Promise.all([
      db
        .select(messageColumns)
        .from(helpdeskReplies)
        .innerJoin(helpdeskTickets, replyJoin)
        .where(where)
        .orderBy(desc(helpdeskReplies.createdAt), desc(helpdeskReplies.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(helpdeskReplies).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
