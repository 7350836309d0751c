import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationType } from '@oja/contracts';
import { pageOf } from '../../lib/db/rows.ts';

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const unreadOf = (merchantId: string) =>
  and(eq(notifications.merchantId, merchantId), isNull(notifications.readAt));

export const notificationRepository = {
  async insert(
    db: Executor,
    merchantId: string,
    values: { type: NotificationType; title: string; body: string; link: string | null },
  ) {
    const [row] = await db
      .insert(notifications)
      .values({ merchantId, ...values })
      .returning(columns);
    return row!;
  },

  /** A page of the merchant's notifications, newest first (only the unread ones if asked). */
  async list(db: Executor, merchantId: string, opts: { unreadOnly: boolean; limit: number; offset: number }) {
    const where: SQL | undefined = opts.unreadOnly
      ? unreadOf(merchantId)
      : eq(notifications.merchantId, merchantId);
    return pageOf(db, notifications, {
      columns,
      where,
      orderBy: [desc(notifications.createdAt), desc(notifications.id)],
      ...opts,
    });
  },

  async countUnread(db: Executor, merchantId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(merchantId));
    return row?.n ?? 0;
  },

  /** Marks one as read (keeping the first read time); undefined when it is not the merchant's. */
  async markRead(db: Executor, merchantId: string, id: string) {
    const [updated] = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(eq(notifications.merchantId, merchantId), eq(notifications.id, id), isNull(notifications.readAt)),
      )
      .returning(columns);
    if (updated) return updated;
    const [existing] = await db
      .select(columns)
      .from(notifications)
      .where(and(eq(notifications.merchantId, merchantId), eq(notifications.id, id)));
    return existing;
  },

  async markAllRead(db: Executor, merchantId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(unreadOf(merchantId))
      .returning({ id: notifications.id });
    return rows.length;
  },
};
