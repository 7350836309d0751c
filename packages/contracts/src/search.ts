import { z } from 'zod';
import { singleLineText } from './text.ts';

/** What the dashboard's search finds (docs/product/interface.md#search-and-shortcuts), in the order the palette lists them. */
export const searchKinds = ['product', 'order', 'invoice', 'customer', 'conversation'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** At most this many hits of each kind: the palette shows a few, the lists show the rest. */
export const SEARCH_HITS_PER_KIND = 5;
/** Names are matched from this many characters (the trigram indexes need three); numbers, SKUs and emails from one. */
export const SEARCH_NAME_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const searchMessages = {
  fetched: 'Search results',
  queryRequired: 'Type something to search for',
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
} as const;

export const searchQuery = z.object({
  q: singleLineText()
    .trim()
    .min(1, searchMessages.queryRequired)
    .max(SEARCH_QUERY_MAX_LENGTH, searchMessages.queryTooLong),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** One thing found: what to show (title, subtitle) and the dashboard path that opens it. */
export const searchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResult = z.object({ hits: z.array(searchHit) });
export type SearchResult = z.infer<typeof searchResult>;
