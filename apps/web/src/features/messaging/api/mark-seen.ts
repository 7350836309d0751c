import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markThreadSeen, type ThreadPages } from '../lib/thread-pages';
import { removeConversationUnread } from '../lib/unread-store';
import type { SeenResult } from '../types';
import { updateUnread } from './get-unread-messages';
import { messagingKeys } from './query-keys';

export const markSeen = (conversationId: string) =>
  api.post<SeenResult>('/v1/messaging/message/seen', { conversationId });

/**
 * Marks what the merchant had not read in a conversation as seen: the thread's messages, the unread
 * store (docs/product/messaging.md#unread-messages: the conversation's unread messages are removed, so the badge drops) and the list.
 */
export const useMarkSeen = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSeen,
    // A failed receipt is retried the next time the thread is opened; it is not worth a toast.
    meta: { toastError: false },
    onSuccess: async (_result, conversationId) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<ThreadPages>(messagingKeys.thread(conversationId), (data) =>
        markThreadSeen(data, 'merchant', now),
      );
      updateUnread(queryClient, userId, (state) => removeConversationUnread(state, conversationId));
      await queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) });
    },
  });
};
