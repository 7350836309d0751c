import { messagingMessages } from '@oja/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Conversation, Page } from '../types';
import { messagingKeys } from './query-keys';

export const MESSAGES_FALLBACK = messagingMessages.couldNotGetMessages;
export const CONVERSATIONS_PAGE_SIZE = 20;

export const getConversations = (userId: string, page: number, signal?: AbortSignal) =>
  api.get<Page<Conversation>>(`/v1/messaging/conversations/${encodeURIComponent(userId)}`, {
    query: { page, limit: CONVERSATIONS_PAGE_SIZE },
    fallbackMessage: MESSAGES_FALLBACK,
    signal,
  });

/** The merchant's conversations, most recent activity first, a page at a time ("Show more"). */
export const conversationsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversations(userId),
    queryFn: ({ pageParam, signal }) => getConversations(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const useConversations = (userId: string) => useInfiniteQuery(conversationsQueryOptions(userId));

/** Each conversation once (a conversation can move between pages as messages arrive). */
export const uniqueConversations = (pages: readonly Page<Conversation>[] | undefined): Conversation[] => {
  const seen = new Map<string, Conversation>();
  for (const page of pages ?? []) for (const c of page.results) if (!seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()];
};
