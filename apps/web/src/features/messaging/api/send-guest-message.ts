import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { insertThreadMessage, type ThreadPages } from '../lib/thread-pages';
import type { ChatMessage } from '../types';
import { guestPath } from './get-guest-conversation';
import { messagingKeys } from './query-keys';

export const sendGuestMessage = ({ token, text }: { token: string; text: string }) =>
  api.post<ChatMessage>(`${guestPath(token)}/messages`, { text });

/** The buyer writes to the merchant through their link. */
export const useSendGuestMessage = (token: string, { onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendGuestMessage({ token, text }),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadPages>(messagingKeys.guestThread(token), (data) =>
        insertThreadMessage(data, message),
      );
      onSuccess?.();
    },
  });
};
