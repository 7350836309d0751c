import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An orders view's state in the URL, beside the screen's own `?tab=orders`: the filter (`status`, left
 * out for 'all'), the page, and the order whose detail is open (`order`, the link the API's
 * notifications use). Changing the filter goes back to page 1.
 */
export function useOrderParams<F extends string>(filters: readonly F[], defaultFilter: F) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const filter = filters.find((candidate) => candidate === raw) ?? defaultFilter;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const orderId = searchParams.get('order');

  // The URL as last set here, so that updates made in a row (Call Logistics moves the filter, then
  // closes the detail 3 s later from a timer) build on each other rather than on a stale render.
  const current = useRef(searchParams);
  useEffect(() => {
    current.current = searchParams;
  }, [searchParams]);

  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(current.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    current.current = next;
    setSearchParams(next, { replace });
  };

  /** The search string that opens one order's detail from the list. */
  const orderSearch = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('order', id);
    return `?${next.toString()}`;
  };

  return {
    filter,
    page,
    orderId,
    orderSearch,
    setFilter: (next: F, replace = false) =>
      update({ status: next === defaultFilter ? null : next, page: null }, replace),
    setPage: (next: number) => update({ page: next <= 1 ? null : String(next) }),
    closeOrder: () => update({ order: null }),
  };
}
