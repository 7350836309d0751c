import type { CustomersData, DailyData, MonthlyData, RecentCustomersData, ReportsData } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, type RangeParams } from './dashboard-keys';

export const REPORTS_FALLBACK = 'Could not get reports. Try again later.';

const get = <T>(path: string, query: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<T>(path, { query, fallbackMessage: REPORTS_FALLBACK, signal });

/** GET /v1/dashboard/reports?from&to: sales figures, the previous period, the change and top products. */
export const reportsQueryOptions = (range: RangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.report('reports', range),
    queryFn: ({ signal }) => get<ReportsData>('/v1/dashboard/reports', { ...range }, signal),
    placeholderData: keepPreviousData,
  });
export const useReports = (range: RangeParams) => useQuery(reportsQueryOptions(range));

/** GET /v1/dashboard/customers?from&to: customers, new and returning, with the change. */
export const customersReportQueryOptions = (range: RangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.report('customers', range),
    queryFn: ({ signal }) => get<CustomersData>('/v1/dashboard/customers', { ...range }, signal),
    placeholderData: keepPreviousData,
  });
export const useCustomersReport = (range: RangeParams) => useQuery(customersReportQueryOptions(range));

/** GET /v1/dashboard/daily?from&to: every day of the range. */
export const dailyQueryOptions = (range: RangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.report('daily', range),
    queryFn: ({ signal }) => get<DailyData>('/v1/dashboard/daily', { ...range }, signal),
    placeholderData: keepPreviousData,
  });
export const useDailySales = (range: RangeParams) => useQuery(dailyQueryOptions(range));

/** GET /v1/dashboard/monthly?from&to: the months of the range. */
export const monthlyQueryOptions = (range: RangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.report('monthly', range),
    queryFn: ({ signal }) => get<MonthlyData>('/v1/dashboard/monthly', { ...range }, signal),
    placeholderData: keepPreviousData,
  });
export const useMonthlySales = (range: RangeParams) => useQuery(monthlyQueryOptions(range));

/** GET /v1/dashboard/recent-customers?limit: the latest buyers. */
export const recentCustomersQueryOptions = (limit = 10) =>
  queryOptions({
    queryKey: dashboardKeys.report('recent-customers'),
    queryFn: ({ signal }) => get<RecentCustomersData>('/v1/dashboard/recent-customers', { limit }, signal),
  });
export const useRecentCustomers = (limit = 10) => useQuery(recentCustomersQueryOptions(limit));
