import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { olderPageParam, THREAD_PAGE_SIZE } from '../lib/thread-pages';
import type { ChatMessage, Page } from '../types';
import { MESSAGES_FALLBACK } from './get-conversations';
import { guestPath } from './get-guest-conversation';
import { messagingKeys } from './query-keys';

/** A buyer has no live socket: their thread is polled this often. */
export const GUEST_POLL_MS = 3000;

export const getGuestMessages = (token: string, before: string | undefined, signal?: AbortSignal) =>
  api.get<Page<ChatMessage>>(`${guestPath(token)}/messages`, {
    query: { page: 1, limit: THREAD_PAGE_SIZE, before },
    fallbackMessage: MESSAGES_FALLBACK,
    signal,
  });

export const guestMessagesQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.guestThread(token),
    queryFn: ({ pageParam, signal }) => getGuestMessages(token, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
    refetchInterval: GUEST_POLL_MS,
    staleTime: 0,
  });

export const useGuestMessages = (token: string, enabled: boolean) =>
  useInfiniteQuery({ ...guestMessagesQueryOptions(token), enabled });
