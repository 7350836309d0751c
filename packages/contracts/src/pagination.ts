import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_TOTAL_CAP } from './page-size.ts';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** docs/product/interface.md#lists: the paginated list shape. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalResults: z.number().int(),
  });

export interface Paginated<T> {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

export const toPaginated = <T>(
  results: T[],
  totalResults: number,
  { page, limit }: PageQuery,
): Paginated<T> => ({
  results,
  page,
  limit,
  totalPages: Math.ceil(totalResults / limit),
  totalResults,
});
