import { type Notification, type NotificationType, notificationType, toPaginated } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishEvent } from '../realtime/index.ts';
import { notificationRepository } from './notification-repository.ts';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  body: string;
  /** A dashboard path to open, e.g. `/message?conversation=…`. */
  link?: string | null;
}

const asNotification = <T extends { type: string }>(row: T) => ({
  ...row,
  type: notificationType.parse(row.type),
});

/**
 * Tells a merchant that something happened: stores the notification and publishes `notification.new`
 * to their sockets. Pass the caller's transaction so both happen only if it commits.
 */
export async function notify(
  db: Executor,
  merchantId: string,
  input: NotificationInput,
): Promise<Notification> {
  const row = await notificationRepository.insert(db, merchantId, {
    type: input.type,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
  });
  const unreadCount = await notificationRepository.countUnread(db, merchantId);
  const notification = asNotification(row);
  await publishEvent(db, merchantId, { type: 'notification.new', data: { ...notification, unreadCount } });
  return notification;
}

export async function listNotifications(
  db: Executor,
  merchantId: string,
  query: { page: number; limit: number; unread: boolean },
) {
  const [{ rows, total }, unreadCount] = await Promise.all([
    notificationRepository.list(db, merchantId, {
      unreadOnly: query.unread,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    notificationRepository.countUnread(db, merchantId),
  ]);
  return { ...toPaginated(rows.map(asNotification), total, query), unreadCount };
}

/** GET /v1/notifications/unread-count: what the bell shows. */
export async function countUnreadNotifications(db: Executor, merchantId: string) {
  return { unreadCount: await notificationRepository.countUnread(db, merchantId) };
}

/** Tells the merchant's other tabs how many notifications are still unread. */
async function publishUnreadCount(db: Executor, merchantId: string, unreadCount: number) {
  await publishEvent(db, merchantId, { type: 'notification.read', data: { unreadCount } });
}

export async function markNotificationRead(
  db: Executor,
  merchantId: string,
  id: string,
): Promise<Notification> {
  const row = await notificationRepository.markRead(db, merchantId, id);
  if (!row) throw notFound('Notification');
  await publishUnreadCount(db, merchantId, await notificationRepository.countUnread(db, merchantId));
  return asNotification(row);
}

export async function markAllNotificationsRead(db: Executor, merchantId: string) {
  const updated = await notificationRepository.markAllRead(db, merchantId);
  await publishUnreadCount(db, merchantId, 0);
  return { updated, unreadCount: 0 };
}
