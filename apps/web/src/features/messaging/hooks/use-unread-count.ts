import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/lib/realtime';
import { updateUnread, useUnreadMessages } from '../api/get-unread-messages';
import { messagingKeys } from '../api/query-keys';
import { insertThreadMessage, markThreadSeen, type ThreadPages } from '../lib/thread-pages';
import { removeConversationUnread, saveUnreadMessage, type UnreadState } from '../lib/unread-store';

/** The server lists at most this many unread messages; above it the counts cannot be compared. */
const MAX_UNREAD_LISTED = 500;

/**
 * The signed-in merchant's unread message count for the sidebar badge, kept live over the websocket:
 * a new message from a buyer or support is saved to the unread store (docs/product/messaging.md#unread-messages) and joins its thread and
 * the conversation list; a conversation read here or in another tab is removed. Mounted once, by the
 * dashboard layout, so every screen's caches stay current. Undefined until the count is known.
 */
export function useUnreadCount(userId: string | undefined): number | undefined {
  const queryClient = useQueryClient();
  const unread = useUnreadMessages(userId);
  const enabled = Boolean(userId);

  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
  const refetchConversations = () => {
    if (userId) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) });
  };

  useRealtimeEvent(
    'message.new',
    (message) => {
      if (!userId) return;
      if (!message) return refetchAll();
      queryClient.setQueryData<ThreadPages>(messagingKeys.thread(message.conversationId), (data) =>
        insertThreadMessage(data, message),
      );
      if (message.senderRole !== 'merchant') {
        updateUnread(queryClient, userId, (state) => saveUnreadMessage(state, message));
      }
      refetchConversations();
    },
    enabled,
  );

  useRealtimeEvent(
    'message.seen',
    (event) => {
      if (!userId) return;
      if (!event) return refetchAll();
      queryClient.setQueryData<ThreadPages>(messagingKeys.thread(event.conversationId), (data) =>
        markThreadSeen(data, event.seenBy, event.seenAt),
      );
      if (event.seenBy === 'merchant') {
        updateUnread(queryClient, userId, (state) => removeConversationUnread(state, event.conversationId));
        refetchConversations();
      }
    },
    enabled,
  );

  useRealtimeEvent(
    'unread.count',
    (event) => {
      if (!userId) return;
      const key = messagingKeys.unread(userId);
      if (event?.conversationId && event.conversationUnread === 0) {
        updateUnread(queryClient, userId, (state) => removeConversationUnread(state, event.conversationId!));
      }
      const listed = queryClient.getQueryData<UnreadState>(key)?.messages.length;
      // The server's total is the truth: if the store drifted (a missed event), fetch the list again.
      if (!event || (listed !== undefined && listed !== event.total && listed < MAX_UNREAD_LISTED)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    enabled,
  );

  // Events sent while the socket was down are lost.
  useRealtimeReconnect(refetchAll, enabled);

  return unread.data?.messages.length;
}
