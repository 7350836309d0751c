import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markThreadSeen, type ThreadPages } from '../lib/thread-pages';
import type { SeenResult } from '../types';
import { guestPath } from './get-guest-conversation';
import { messagingKeys } from './query-keys';

export const markGuestSeen = (token: string) => api.post<SeenResult>(`${guestPath(token)}/seen`);

/** The buyer has read the merchant's messages (the merchant sees a read receipt). */
export const useMarkGuestSeen = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markGuestSeen(token),
    meta: { toastError: false },
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<ThreadPages>(messagingKeys.guestThread(token), (data) =>
        markThreadSeen(data, 'buyer', now),
      );
    },
  });
};
