import { Headset, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { ListLoadFailed, ListLoadFailedBanner } from '@/components/data-table/list-load-failed';
import type { ListLoad } from '@/components/data-table/use-list-load';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { conversationTitle, initials, listTime } from '../lib/display';
import type { Conversation } from '../types';

interface ConversationListProps {
  conversations: readonly Conversation[];
  selectedId: string | null;
  /** The conversation the latest unread message came in on (docs/product/messaging.md#unread-messages), highlighted. */
  incomingId: string | null;
  hrefOf: (conversationId: string) => string;
  load: Pick<ListLoad<unknown>, 'isLoading' | 'failure'>;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

function Preview({ conversation }: { conversation: Conversation }) {
  const last = conversation.lastMessage;
  if (!last) return <span className="italic">No messages yet</span>;
  return (
    <>
      {last.senderRole === 'merchant' ? <span className="font-medium text-slate-700">You: </span> : null}
      {last.text}
    </>
  );
}

/** The merchant's conversations: who, the last message and when, and how many are unread. */
export function ConversationList({
  conversations,
  selectedId,
  incomingId,
  hrefOf,
  load: { isLoading, failure },
  hasMore,
  isLoadingMore,
  onLoadMore,
}: ConversationListProps) {
  if (isLoading) return <LoadingState />;
  if (conversations.length === 0) {
    if (failure) return <ListLoadFailed failure={failure} />;
    return (
      <EmptyState
        icon={MessagesSquare}
        description="Conversations with your buyers and with support will be listed here"
      />
    );
  }
  return (
    <>
      {failure ? <ListLoadFailedBanner failure={failure} className="m-3" /> : null}
      <ul className="divide-y divide-slate-100">
        {conversations.map((conversation) => {
          const title = conversationTitle(conversation);
          const unread = conversation.unreadCount;
          const selected = conversation.id === selectedId;
          return (
            <li key={conversation.id}>
              <Link
                to={hrefOf(conversation.id)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'flex items-start gap-3 px-4 py-3 transition-colors hover:bg-slate-50',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                  selected && 'bg-brand-50 hover:bg-brand-50',
                  !selected && incomingId === conversation.id && unread > 0 && 'bg-amber-50/60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    conversation.kind === 'support'
                      ? 'bg-sky-100 text-sky-800'
                      : 'bg-brand-100 text-brand-800',
                  )}
                >
                  {conversation.kind === 'support' ? <Headset className="size-5" /> : initials(title)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={cn(
                        'truncate text-sm text-slate-900',
                        unread > 0 ? 'font-semibold' : 'font-medium',
                      )}
                    >
                      {title}
                    </span>
                    <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                      {listTime(conversation.lastMessageAt ?? conversation.createdAt)}
                    </span>
                  </span>
                  <span className="mt-0.5 flex items-center gap-2">
                    <span
                      className={cn(
                        'line-clamp-1 flex-1 text-sm break-all',
                        unread > 0 ? 'text-slate-800' : 'text-slate-600',
                      )}
                    >
                      <Preview conversation={conversation} />
                    </span>
                    {unread > 0 ? (
                      <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white tabular-nums">
                        {unread > 99 ? '99+' : unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </span>
                  {conversation.orderId ? (
                    <span className="mt-1 block truncate text-xs text-slate-600">
                      Order {conversation.orderId}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className="flex justify-center border-t border-slate-100 p-3">
          <Button variant="ghost" size="sm" onClick={onLoadMore} isLoading={isLoadingMore}>
            Show more conversations
          </Button>
        </div>
      ) : null}
    </>
  );
}
