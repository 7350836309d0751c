import type { NotificationFilter } from '../types';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter, page: number) => ['notifications', { filter, page }] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
