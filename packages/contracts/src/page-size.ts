// Plain numbers, apart from pagination.ts's zod schemas, so that a screen needing only these loads no zod.

/** docs/product/interface.md#formats: the default page size. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * A text search counts its matches up to this many and no further (totalResults is then this cap): an
 * exact count of a short prefix reads thousands of rows on every request. A client shows it as "100+".
 */
export const SEARCH_TOTAL_CAP = 100;
