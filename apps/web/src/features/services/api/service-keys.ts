import type { ProductStatus } from '@oja/contracts';
import { recordKeys } from '@/lib/record-keys';

export interface ServiceListParams {
  page?: number;
  limit?: number;
  /** '' for every service, else ACTIVE or INACTIVE. */
  status?: '' | ProductStatus;
  name?: string;
}

/** Query keys of the services domain (the categories live under ['services', 'categories']). */
export const serviceKeys = recordKeys<ServiceListParams>('services');
