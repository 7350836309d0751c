import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HelpdeskMessage, Page } from '../types';
import { MESSAGES_FALLBACK } from './get-conversations';
import { helpdeskKeys } from './query-keys';

/** docs/product/messaging.md#calls: GET /v1/helpdesk/get-messages-email/{email}, a paginated list in data (own email only). */
export const getHelpdeskMessages = (email: string, page: number, signal?: AbortSignal) =>
  api.get<Page<HelpdeskMessage>>(`/v1/helpdesk/get-messages-email/${encodeURIComponent(email)}`, {
    query: { page, limit: DEFAULT_PAGE_SIZE },
    fallbackMessage: MESSAGES_FALLBACK,
    signal,
  });

export const helpdeskMessagesQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: helpdeskKeys.messagesByEmail(email, page),
    queryFn: ({ signal }) => getHelpdeskMessages(email, page, signal),
    placeholderData: keepPreviousData,
  });

export const useHelpdeskMessages = (email: string, page: number) =>
  useQuery(helpdeskMessagesQueryOptions(email, page));
