import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { insertThreadMessage, type ThreadPages } from '../lib/thread-pages';
import type { ChatMessage } from '../types';
import { messagingKeys } from './query-keys';

export const sendMessage = ({ conversationId, text }: { conversationId: string; text: string }) =>
  api.post<ChatMessage>(`/v1/messaging/message/${encodeURIComponent(conversationId)}/send`, { text });

/** Sends as the merchant; the message joins the thread at once and the conversation list is refreshed. */
export const useSendMessage = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (message) => {
      queryClient.setQueryData<ThreadPages>(messagingKeys.thread(message.conversationId), (data) =>
        insertThreadMessage(data, message),
      );
      await queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'conversations'] });
      onSuccess?.();
    },
  });
};
