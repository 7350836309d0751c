export interface PageWindow {
  offset: number;
  limit: number;
  /** Read oldest first (the list's order reversed); the caller puts the rows back newest first. */
  fromOldest: boolean;
}

/**
 * Where to read a page of a newest-first list from. An OFFSET costs the rows it skips, so a page in the
 * older half of a list whose exact total is known is read from the oldest end: the last page of 100k rows
 * skips none instead of 99,990. `total` is null when it is not known exactly (a capped search count).
 */
export function pageWindow(total: number | null, offset: number, limit: number): PageWindow {
  if (total === null || offset <= total - offset - limit) return { offset, limit, fromOldest: false };
  const start = Math.max(0, total - offset - limit);
  return { offset: start, limit: Math.max(0, total - offset) - start, fromOldest: true };
}
