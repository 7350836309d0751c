import type { ApiKeyCreate, ApiKeyView, CreatedApiKeyView } from '@oja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const apiKeyKeys = { all: ['api-keys'] as const };

export const getApiKeys = (signal?: AbortSignal) =>
  api.get<{ results: ApiKeyView[] }>('/v1/api-keys', { signal });

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => getApiKeys(signal) });

/** The owner's live API keys (never their secrets). */
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** Creates a key; the answer carries its secret, the one time it is ever shown. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => api.post<CreatedApiKeyView>('/v1/api-keys', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/v1/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
