import { messagingMessages } from '@oja/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOfflinePolling } from '@/lib/realtime';
import {
  emptyUnreadState,
  readCachedMessages,
  replaceUnreadMessages,
  type UnreadState,
  writeCachedMessages,
} from '../lib/unread-store';
import type { UnreadMessage } from '../types';
import { messagingKeys } from './query-keys';

export const UNREAD_FALLBACK = messagingMessages.couldNotGetUnread;

export const getUnreadMessages = (userId: string, signal?: AbortSignal) =>
  api.get<UnreadMessage[]>(`/v1/messaging/unreadMessages/${encodeURIComponent(userId)}`, {
    fallbackMessage: UNREAD_FALLBACK,
    signal,
  });

/**
 * The unread store of docs/product/messaging.md#unread-messages, held in the query cache: the server's list, the incoming conversation,
 * and the localStorage copy under 'messages' (shown at once on the next visit, then refreshed).
 */
export const unreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagingKeys.unread(userId),
    queryFn: async ({ signal, client }): Promise<UnreadState> => {
      const messages = await getUnreadMessages(userId, signal);
      writeCachedMessages(userId, messages);
      return replaceUnreadMessages(client.getQueryData<UnreadState>(messagingKeys.unread(userId)), messages);
    },
    initialData: () => {
      const cached = readCachedMessages(userId);
      return cached ? { ...emptyUnreadState, messages: cached } : undefined;
    },
    // The cached copy is only a first paint: always ask the server.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

/** Applies a store rule to the cached unread state (and its localStorage copy). */
export const updateUnread = (
  queryClient: QueryClient,
  userId: string,
  rule: (state: UnreadState) => UnreadState,
) => {
  const previous = queryClient.getQueryData<UnreadState>(messagingKeys.unread(userId));
  if (!previous) return;
  const next = rule(previous);
  if (next === previous) return;
  queryClient.setQueryData(messagingKeys.unread(userId), next);
  if (next.messages !== previous.messages) writeCachedMessages(userId, next.messages);
};

/** The unread store; fetched every 30 s while the websocket that keeps it live is offline. */
export const useUnreadMessages = (userId: string | undefined) => {
  const refetchInterval = useOfflinePolling();
  return useQuery({ ...unreadQueryOptions(userId ?? ''), enabled: Boolean(userId), refetchInterval });
};
