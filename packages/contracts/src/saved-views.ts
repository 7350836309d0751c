import { z } from 'zod';
import { singleLineText } from './text.ts';
import { timestamp } from './timestamp.ts';

/** The most views one person saves for one list. */
export const MAX_SAVED_VIEWS = 50;

export const savedViewMessages = {
  fetched: 'Saved views fetched',
  created: 'View saved',
  renamed: 'View renamed',
  deleted: 'View deleted',
  notFound: 'Saved view not found',
  nameTaken: 'You already have a view with this name',
  limitReached: `At most ${MAX_SAVED_VIEWS} saved views per list; delete one first`,
} as const;

/** Which list screen a view belongs to: the list kit's name for it, e.g. `products`. */
export const savedViewList = z
  .string({ error: 'Choose a list' })
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'A list name is lower-case letters, digits and hyphens');

const viewName = singleLineText()
  .trim()
  .min(1, 'Name the view')
  .max(60, 'A view name must be at most 60 characters');

/** A list's URL state: its filters, search, tab and sort, each a short text. */
export const savedViewState = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), singleLineText().max(200))
  .refine((state) => Object.keys(state).length <= 20, 'A view keeps at most 20 settings');

/** GET /v1/saved-views: the views of one list, or of every list when none is named. */
export const savedViewQuery = z.object({ list: savedViewList.optional() });
export const savedViewCreateBody = z.object({ list: savedViewList, name: viewName, state: savedViewState });
export const savedViewRenameBody = z.object({ name: viewName });
export type SavedViewCreateBody = z.infer<typeof savedViewCreateBody>;

export const savedView = z.object({
  id: z.string(),
  list: z.string(),
  name: z.string(),
  state: z.record(z.string(), z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SavedView = z.infer<typeof savedView>;
