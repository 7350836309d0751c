import { MessagesSquare } from 'lucide-react';
import { useListLoad } from '@/components/data-table/use-list-load';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { uniqueConversations, useConversations } from '../api/get-conversations';
import { useUnreadMessages } from '../api/get-unread-messages';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

interface ChatsPanelProps {
  userId: string;
  conversationId: string | null;
  hrefOf: (conversationId: string | null) => string;
}

/**
 * Conversations beside the open thread. Below 768 px one of the two is shown at a time: the list, or
 * the thread with a way back to it.
 */
export function ChatsPanel({ userId, conversationId, hrefOf }: ChatsPanelProps) {
  const list = useConversations(userId);
  const load = useListLoad(list, 'your conversations');
  const unread = useUnreadMessages(userId);
  const conversations = uniqueConversations(load.data?.pages);
  const selected = conversationId ? conversations.find((c) => c.id === conversationId) : undefined;

  return (
    <div className="grid h-[calc(100dvh-20.5rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:h-[calc(100dvh-17rem)] md:min-h-[34rem] md:grid-cols-[20rem_minmax(0,1fr)]">
      <section
        aria-label="Conversations"
        className={cn(
          'relative min-h-0 overflow-y-auto border-slate-200 md:border-r',
          conversationId && 'hidden md:block',
        )}
      >
        <ConversationList
          conversations={conversations}
          selectedId={conversationId}
          incomingId={unread.data?.incomingConversationId ?? null}
          hrefOf={hrefOf}
          load={load}
          hasMore={list.hasNextPage}
          isLoadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </section>
      <section aria-label="Conversation" className={cn('min-h-0', !conversationId && 'hidden md:block')}>
        {conversationId ? (
          <ConversationThread
            key={conversationId}
            conversationId={conversationId}
            conversation={selected}
            userId={userId}
            backHref={hrefOf(null)}
          />
        ) : (
          <EmptyState
            className="h-full"
            icon={MessagesSquare}
            title="Select a conversation"
            description="Choose a conversation on the left to read and reply, or start a new one."
          />
        )}
      </section>
    </div>
  );
}
