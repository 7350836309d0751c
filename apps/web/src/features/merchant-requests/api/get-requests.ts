import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import type { RequestPage, RequestSide, RequestStatusFilter } from '../types';
import { requestKeys } from './query-keys';

/**
 * docs/product/messaging.md#calls: GET v1/merchant/request/received (query filters; pending by default) and, new, the list of
 * requests the merchant sent (GET v1/merchant/request/sent).
 */
export const getRequests = (
  side: RequestSide,
  { status, page }: { status: RequestStatusFilter; page: number },
  signal?: AbortSignal,
) =>
  api.get<RequestPage>(`/v1/merchant/request/${side}`, {
    query: { status, page, limit: DEFAULT_PAGE_SIZE },
    signal,
  });

export const requestsQueryOptions = (side: RequestSide, status: RequestStatusFilter, page: number) =>
  pageQueryOptions(requestKeys.list(side, status, page), (signal) =>
    getRequests(side, { status, page }, signal),
  );

export const useRequests = (side: RequestSide, status: RequestStatusFilter, page: number) =>
  useQuery(requestsQueryOptions(side, status, page));
