import type { LogisticsCompany } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logisticsKeys } from './logistics-keys';

/** GET v1/logistic: the logistics companies the merchant works with, newest first. */
export const getLogisticsCompanies = (signal?: AbortSignal) =>
  api.get<LogisticsCompany[]>('/v1/logistic', { signal });

export const logisticsCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: logisticsKeys.companies(),
    queryFn: ({ signal }) => getLogisticsCompanies(signal),
  });

export const useLogisticsCompanies = () => useQuery(logisticsCompaniesQueryOptions());
