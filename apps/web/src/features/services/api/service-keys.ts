import type { ProductStatus } from '@oja/contracts';

export interface ServiceListParams {
  page?: number;
  limit?: number;
  /** '' for every service, else ACTIVE or INACTIVE. */
  status?: '' | ProductStatus;
  name?: string;
}

/** Query keys of the services domain (the categories live under ['services', 'categories']). */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (params: ServiceListParams) => [...serviceKeys.lists(), params] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (id: string) => [...serviceKeys.details(), id] as const,
};
