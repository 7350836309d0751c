import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationFilter, NotificationPage } from '../types';
import { notificationKeys } from './query-keys';

export const getNotifications = (filter: NotificationFilter, page: number, signal?: AbortSignal) =>
  api.get<NotificationPage>('/v1/notifications', {
    query: { page, limit: DEFAULT_PAGE_SIZE, unread: filter === 'unread' ? 'true' : undefined },
    signal,
  });

/** The merchant's notifications, newest first (all, or only the unread ones). */
export const notificationsQueryOptions = (filter: NotificationFilter, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(filter, page),
    queryFn: ({ signal }) => getNotifications(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (filter: NotificationFilter, page: number) =>
  useQuery(notificationsQueryOptions(filter, page));
