import type { Notification as ContractsNotification, Paginated } from '@oja/contracts';
import type { Wire } from '@/lib/realtime';

export type Notification = Wire<ContractsNotification>;
export type NotificationType = Notification['type'];
/** A page of notifications, with how many are unread in all. */
export type NotificationPage = Paginated<Notification> & { unreadCount: number };
export type NotificationFilter = 'all' | 'unread';
