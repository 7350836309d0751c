/** Query keys of the merchant's customer book. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: { name: string; page: number; limit: number }) => [...customerKeys.lists(), params] as const,
};
