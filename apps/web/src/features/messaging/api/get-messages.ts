import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { olderPageParam, THREAD_PAGE_SIZE } from '../lib/thread-pages';
import type { ChatMessage, Page } from '../types';
import { MESSAGES_FALLBACK } from './get-conversations';
import { messagingKeys } from './query-keys';

export const getMessages = (conversationId: string, before: string | undefined, signal?: AbortSignal) =>
  api.get<Page<ChatMessage>>(`/v1/messaging/message/${encodeURIComponent(conversationId)}`, {
    query: { page: 1, limit: THREAD_PAGE_SIZE, before },
    fallbackMessage: MESSAGES_FALLBACK,
    signal,
  });

/** A conversation's history: the newest page first, older pages before the oldest message loaded. */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQueryOptions(conversationId));
