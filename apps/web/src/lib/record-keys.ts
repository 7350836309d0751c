/**
 * The query keys of a domain of records: `lists()` holds every page and filter of its lists, `detail(id)`
 * one record. Mutations invalidate `lists()` and set or refresh `detail(id)`.
 */
export const recordKeys = <TListParams>(domain: string) => {
  const all = [domain] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (params: TListParams) => [...lists(), params] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
};
