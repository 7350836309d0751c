import type { AuditFilters, AuditPageView } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

export const AUDIT_PAGE_SIZE = 25;

const auditKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditFilters, before: string | undefined) => ['audit-log', { ...filters, before }] as const,
};

export const getAuditPage = (filters: AuditFilters, before: string | undefined, signal?: AbortSignal) =>
  api.get<AuditPageView>('/v1/audit-log', { query: { ...filters, before, limit: AUDIT_PAGE_SIZE }, signal });

export const auditPageQueryOptions = (filters: AuditFilters, before: string | undefined) =>
  queryOptions({
    queryKey: auditKeys.page(filters, before),
    queryFn: ({ signal }) => getAuditPage(filters, before, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the audit log, newest first, from the cursor `before`. */
export const useAuditPage = (filters: AuditFilters, before: string | undefined) =>
  useQuery(auditPageQueryOptions(filters, before));

export const auditQueryFamily = auditKeys.all;

/** GET /v1/audit-log/export.csv with the filters (not the page): every matching entry. */
export const auditExportHref = (filters: AuditFilters) =>
  `/v1/audit-log/export.csv${queryString({ ...filters })}`;
