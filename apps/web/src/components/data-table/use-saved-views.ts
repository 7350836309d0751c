import { type SavedView, savedViewMessages } from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';

/** The list a screen's views belong to: its path, e.g. /products → 'products', /wallet/transactions → 'wallet-transactions'. */
export const listNameOf = (pathname: string) =>
  pathname
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .join('-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40) || 'home';

const keys = (list: string) => ['saved-views', list] as const;

/** The URL state a view keeps: everything but the page, which always starts again at 1. */
const stateOf = (params: URLSearchParams) =>
  Object.fromEntries(
    [...params.entries()].filter(([key]) => key !== 'page' && /^[A-Za-z]\w{0,39}$/.test(key)),
  );

/**
 * The saved views of the current list screen (GET/POST/PATCH/DELETE /v1/saved-views): the views, the
 * current URL state, and applying one (its filters, search, tab and sort replace the URL's).
 */
export function useSavedViews() {
  const list = listNameOf(useLocation().pathname);
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const views = useQuery({
    queryKey: keys(list),
    queryFn: ({ signal }) => api.get<SavedView[]>('/v1/saved-views', { query: { list }, signal }),
  });
  const refresh = (message: string) => async () => {
    await queryClient.invalidateQueries({ queryKey: keys(list) });
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: (name: string) =>
      api.post<SavedView>(
        '/v1/saved-views',
        { list, name, state: stateOf(searchParams) },
        { headers: idempotencyHeader(crypto.randomUUID()) },
      ),
    onSuccess: refresh(savedViewMessages.created),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<SavedView>(`/v1/saved-views/${encodeURIComponent(id)}`, { name }),
    onSuccess: refresh(savedViewMessages.renamed),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<null>(`/v1/saved-views/${encodeURIComponent(id)}`),
    onSuccess: refresh(savedViewMessages.deleted),
  });
  const apply = (view: SavedView) => setSearchParams(new URLSearchParams(view.state));
  const isCurrent = (view: SavedView) =>
    JSON.stringify(Object.entries(view.state).sort()) ===
    JSON.stringify(Object.entries(stateOf(searchParams)).sort());
  return { views, save, rename, remove, apply, isCurrent };
}
