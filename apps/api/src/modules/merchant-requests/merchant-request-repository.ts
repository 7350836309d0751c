import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MerchantRequestStatus } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { merchantRequests, users } from '../../db/schema/index.ts';

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const summary = (u: typeof sender | typeof receiver) => ({
  id: u.id,
  businessName: u.businessName,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  image: u.image,
});

function viewQuery(db: Executor) {
  return db
    .select({
      id: merchantRequests.id,
      status: merchantRequests.status,
      message: merchantRequests.message,
      respondedAt: merchantRequests.respondedAt,
      createdAt: merchantRequests.createdAt,
      sender: summary(sender),
      receiver: summary(receiver),
    })
    .from(merchantRequests)
    .innerJoin(sender, eq(sender.id, merchantRequests.senderId))
    .innerJoin(receiver, eq(receiver.id, merchantRequests.merchantId))
    .$dynamic();
}

type StatusFilter = MerchantRequestStatus | 'all';

export const merchantRequestRepository = {
  /** A merchant (not an operator) by email or username, both stored lower-cased. */
  async findMerchant(db: Executor, recipient: string) {
    const key = recipient.trim().toLowerCase();
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(key.includes('@') ? eq(users.email, key) : eq(users.username, key), ne(users.role, 'operator')),
      );
    return row;
  },

  async insert(db: Executor, values: { merchantId: string; senderId: string; message: string }) {
    const [row] = await db.insert(merchantRequests).values(values).returning({ id: merchantRequests.id });
    return row!.id;
  },

  /** One request, as seen by its receiver (`merchant_id`). */
  async view(db: Executor, merchantId: string, id: string) {
    const [row] = await viewQuery(db).where(
      and(eq(merchantRequests.merchantId, merchantId), eq(merchantRequests.id, id)),
    );
    return row;
  },

  /** A page of requests received (by `merchant_id`) or sent (by `sender_id`), newest first. */
  async list(
    db: Executor,
    side: 'received' | 'sent',
    merchantId: string,
    opts: { status: StatusFilter; limit: number; offset: number },
  ) {
    const conditions: SQL[] = [
      side === 'received'
        ? eq(merchantRequests.merchantId, merchantId)
        : eq(merchantRequests.senderId, merchantId),
    ];
    if (opts.status !== 'all') conditions.push(eq(merchantRequests.status, opts.status));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      viewQuery(db)
        .where(where)
        .orderBy(desc(merchantRequests.createdAt), desc(merchantRequests.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(merchantRequests).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Answers a pending request once; returns the sender, or undefined when it was not pending (or not there). */
  async answer(db: Executor, merchantId: string, id: string, status: 'accepted' | 'declined') {
    const [row] = await db
      .update(merchantRequests)
      .set({ status, respondedAt: new Date() })
      .where(
        and(
          eq(merchantRequests.merchantId, merchantId),
          eq(merchantRequests.id, id),
          eq(merchantRequests.status, 'pending'),
        ),
      )
      .returning({ senderId: merchantRequests.senderId });
    return row;
  },

  async exists(db: Executor, merchantId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: merchantRequests.id })
      .from(merchantRequests)
      .where(and(eq(merchantRequests.merchantId, merchantId), eq(merchantRequests.id, id)));
    return row !== undefined;
  },
};
