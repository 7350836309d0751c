import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HelpdeskTicketDetail } from '../types';
import { MESSAGES_FALLBACK } from './get-conversations';
import { helpdeskKeys } from './query-keys';

export const getTicket = (ticketId: string, signal?: AbortSignal) =>
  api.get<HelpdeskTicketDetail>(`/v1/helpdesk/tickets/${encodeURIComponent(ticketId)}`, {
    fallbackMessage: MESSAGES_FALLBACK,
    signal,
  });

/** One ticket with its whole thread, oldest message first. */
export const ticketQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: helpdeskKeys.ticket(ticketId),
    queryFn: ({ signal }) => getTicket(ticketId, signal),
  });

export const useTicket = (ticketId: string) => useQuery(ticketQueryOptions(ticketId));
