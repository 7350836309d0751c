import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 400;

interface ListParamsOptions<Tab extends string> {
  tabs: readonly Tab[];
  defaultTab: Tab;
  debounceMs?: number;
}

/**
 * A list's tab, page and search, kept in the URL (?tab=&page=&search=) so they survive reloads and
 * can be linked to. Search input is debounced before it reaches the URL; changing tab or search goes
 * back to page 1. Default values are left out of the URL.
 */
export function useListParams<Tab extends string>({
  tabs,
  defaultTab,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: ListParamsOptions<Tab>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === tabParam) ?? defaultTab;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const search = searchParams.get('search') ?? '';

  // What the user is typing. When the URL's search changes from outside (back button, a link) the
  // input follows it; when the change is the debounced input itself, what was typed is kept as is.
  const [searchInput, setSearchInputState] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  const [committedSearch, setCommittedSearch] = useState<string | null>(null);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== committedSearch) {
      setSearchInputState(search);
      setCommittedSearch(null);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const setTab = (next: Tab) => update({ tab: next === defaultTab ? null : next, page: null });
  const setPage = (next: number) => update({ page: next <= 1 ? null : String(next) });
  const setSearchInput = (value: string) => {
    setSearchInputState(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const committed = value.trim();
      setCommittedSearch(committed);
      update({ search: committed, page: null });
    }, debounceMs);
  };

  return { tab, page, search, searchInput, setTab, setPage, setSearchInput };
}
