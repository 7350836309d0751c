import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HelpdeskTicket, Page } from '../types';
import { MESSAGES_FALLBACK } from './get-conversations';
import { helpdeskKeys } from './query-keys';

export const getTickets = (page: number, signal?: AbortSignal) =>
  api.get<Page<HelpdeskTicket>>('/v1/helpdesk/tickets', {
    query: { page, limit: DEFAULT_PAGE_SIZE },
    fallbackMessage: MESSAGES_FALLBACK,
    signal,
  });

/** The merchant's helpdesk tickets, latest activity first. */
export const ticketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: helpdeskKeys.tickets(page),
    queryFn: ({ signal }) => getTickets(page, signal),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(ticketsQueryOptions(page));
