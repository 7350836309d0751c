import type { StoreCreditList } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What refunds to store credit and sales that spend it refresh. */
export const storeCreditKeys = {
  all: ['store-credit'] as const,
  of: (email: string) => ['store-credit', email.trim().toLowerCase()] as const,
};

/** GET /v1/store-credit?email=: the store credit one buyer holds with the merchant, in major units. */
export const storeCreditQueryOptions = (email: string) =>
  queryOptions({
    queryKey: storeCreditKeys.of(email),
    queryFn: async ({ signal }) => {
      const { credits } = await api.get<StoreCreditList>(
        `/v1/store-credit?email=${encodeURIComponent(email.trim())}`,
        { signal },
      );
      return credits[0]?.balance ?? 0;
    },
    meta: { toastError: false },
  });

/** The buyer's store credit, once `email` looks like an address; 0 before. */
export function useStoreCredit(email: string | undefined) {
  const valid = Boolean(email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()));
  return useQuery({ ...storeCreditQueryOptions(email ?? ''), enabled: valid });
}
