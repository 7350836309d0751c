import type { StartConversationBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Conversation } from '../types';
import { messagingKeys } from './query-keys';

/** Opens (or reopens) a conversation with a buyer — who is emailed a private link — or with support. */
export const startConversation = async (body: StartConversationBody) => {
  const { data, message } = await api.request<Conversation>('/v1/messaging/conversations', {
    method: 'POST',
    body,
  });
  return { conversation: data, message };
};

export const useStartConversation = ({ onSuccess }: { onSuccess?: (conversation: Conversation) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: async ({ conversation, message }) => {
      await queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'conversations'] });
      toast.success(message || 'Conversation started');
      onSuccess?.(conversation);
    },
  });
};
