import { z } from 'zod';
import { paginated, pageQuery } from './pagination.ts';
import { timestamp } from './timestamp.ts';

// Typed as the server builds them (a moment may still be a Date); they leave as `timestamp` strings.

/** The domain events that notify a merchant. */
export const notificationType = z.enum([
  'order.placed',
  'shipment.advanced',
  'verification.decided',
  'payout.settled',
  'message.new',
  'request.received',
  'request.answered',
  'helpdesk.reply',
  'order.return_requested',
  'booking.rescheduled',
  'booking.cancelled',
  'stock.low',
]);
export type NotificationType = z.infer<typeof notificationType>;

export const notification = z.object({
  id: z.string(),
  type: notificationType,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Notification = z.input<typeof notification>;
export const notificationList = paginated(notification).extend({ unreadCount: z.number().int() });
/** GET /v1/notifications/unread-count: the number behind the bell in the top bar. */
export const notificationUnreadCount = z.object({ unreadCount: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCount>;
export const notificationsQuery = pageQuery.extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
