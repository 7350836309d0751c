import { type CustomerEntry, type Paginated } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { customerKeys } from './customer-keys';

export const CUSTOMERS_FALLBACK = 'Could not get customers. Try again later.';
export const CUSTOMER_PICKER_RESULTS = 5;

/** GET /v1/users/customer?name=&page=: the merchant's customers, searched by name. */
export const getCustomers = (params: { name: string; page: number; limit: number }, signal?: AbortSignal) =>
  api.get<Paginated<CustomerEntry>>('/v1/users/customer', {
    query: params,
    fallbackMessage: CUSTOMERS_FALLBACK,
    signal,
  });

export const customersQueryOptions = (name: string, page = 1, limit = CUSTOMER_PICKER_RESULTS) =>
  pageQueryOptions(customerKeys.list({ name, page, limit }), (signal) =>
    getCustomers({ name, page, limit }, signal),
  );

export const useCustomers = (name: string, page = 1, limit = CUSTOMER_PICKER_RESULTS) =>
  useQuery(customersQueryOptions(name, page, limit));
