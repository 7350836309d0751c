import type { ChannelReport } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, type RangeParams } from './dashboard-keys';
import { REPORTS_FALLBACK } from './get-reports';

/** GET /v1/order/channels?from&to: paid orders and sales per channel (online, payment link, offline). */
export const channelReportQueryOptions = (range: RangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.report('channels', range),
    queryFn: ({ signal }) =>
      api.get<ChannelReport>('/v1/order/channels', {
        query: { ...range },
        fallbackMessage: REPORTS_FALLBACK,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useChannelReport = (range: RangeParams) => useQuery(channelReportQueryOptions(range));
