import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useListLoad } from '@/components/data-table/use-list-load';
import { SUPPORT_NAME } from '../lib/display';
import { newestWaitingFor, threadMessages, type ThreadPages } from '../lib/thread-pages';
import type { SenderRole } from '../types';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

type ThreadQuery = UseInfiniteQueryResult<ThreadPages>;

/** A thread's loaded messages, oldest first, and the id of the newest one still waiting for `viewer`. */
export function useChat(history: ThreadQuery, viewer: SenderRole) {
  const load = useListLoad(history, 'the messages');
  const messages = threadMessages(load.data);
  return { history, load, messages, viewer, waitingId: newestWaitingFor(messages, viewer)?.id };
}

interface ChatPaneProps {
  chat: ReturnType<typeof useChat>;
  /** The other side's name, for the thread's label and their messages. */
  counterpart: string;
  isSending: boolean;
  onSend: (text: string, done: () => void) => void;
  placeholder?: string;
}

/** A conversation's thread (older pages on demand) above the box that writes to it. */
export function ChatPane({ chat, counterpart, isSending, onSend, placeholder }: ChatPaneProps) {
  const { history } = chat;
  return (
    <>
      <MessageThread
        className="min-h-0 flex-1"
        label={`Messages with ${counterpart}`}
        messages={chat.messages}
        viewer={chat.viewer}
        authorName={(role) => (role === 'support' ? SUPPORT_NAME : counterpart)}
        load={chat.load}
        hasOlder={history.hasNextPage}
        isLoadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
      />
      <MessageComposer isSending={isSending} placeholder={placeholder} onSend={onSend} />
    </>
  );
}
