import { CheckCheck, MessagesSquare } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { ListLoadFailed, ListLoadFailedBanner } from '@/components/data-table/list-load-failed';
import type { ListLoad } from '@/components/data-table/use-list-load';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { dayLabel, messageTime } from '../lib/display';
import type { ChatMessage, SenderRole } from '../types';

interface MessageThreadProps {
  /** Oldest first: the newest message is at the bottom. */
  messages: readonly ChatMessage[];
  /** Whose messages are "mine" (right-hand, brand colour). */
  viewer: SenderRole;
  /** How the other side is named, for screen readers and the empty state. */
  authorName: (role: SenderRole) => string;
  label: string;
  /** How the messages loaded (useListLoad): a failed load is said, never shown as "No messages yet". */
  load: Pick<ListLoad<unknown>, 'isLoading' | 'failure'>;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  className?: string;
}

/** Pixels from the bottom within which the thread follows new messages. */
const STICK_TO_BOTTOM_PX = 96;

/**
 * A conversation's messages with day separators and read receipts. It opens at the newest message,
 * follows new ones while the reader is at the bottom (or wrote them), and keeps its place when older
 * messages are loaded above.
 */
export function MessageThread({
  messages,
  viewer,
  authorName,
  label,
  load: { isLoading, failure },
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  className,
}: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const snapshot = useRef({ newestId: '', oldestId: '', scrollHeight: 0, atBottom: true });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = snapshot.current;
    const newest = messages.at(-1);
    const oldestId = messages[0]?.id ?? '';
    if (newest && newest.id !== previous.newestId) {
      if (!previous.newestId || previous.atBottom || newest.senderRole === viewer) {
        element.scrollTop = element.scrollHeight;
      }
    } else if (oldestId !== previous.oldestId) {
      element.scrollTop += element.scrollHeight - previous.scrollHeight;
    }
    snapshot.current = {
      newestId: newest?.id ?? '',
      oldestId,
      scrollHeight: element.scrollHeight,
      atBottom: previous.atBottom,
    };
  }, [messages, viewer]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    snapshot.current.atBottom =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      aria-busy={isLoading || undefined}
      tabIndex={0}
      className={cn(
        'relative overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-5',
        className,
      )}
    >
      {isLoading ? <LoadingState /> : null}
      {failure && messages.length === 0 ? <ListLoadFailed failure={failure} /> : null}
      {failure && messages.length > 0 ? <ListLoadFailedBanner failure={failure} className="mb-3" /> : null}
      {!isLoading && !failure && messages.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="No messages yet"
          description="Write the first message below."
        />
      ) : null}
      {hasOlder ? (
        <div className="mb-3 flex justify-center">
          <Button variant="secondary" size="sm" onClick={onLoadOlder} isLoading={isLoadingOlder}>
            Load older messages
          </Button>
        </div>
      ) : null}
      <ol className="flex flex-col gap-1.5">
        {messages.map((message, index) => {
          const mine = message.senderRole === viewer;
          const day = dayLabel(message.createdAt);
          const newDay = index === 0 || dayLabel(messages[index - 1]!.createdAt) !== day;
          const sameAuthorAsPrevious = !newDay && messages[index - 1]?.senderRole === message.senderRole;
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <li
                  aria-hidden="true"
                  className="my-3 flex items-center gap-3 text-xs font-medium text-slate-600"
                >
                  <span className="h-px flex-1 bg-slate-200" />
                  {day}
                  <span className="h-px flex-1 bg-slate-200" />
                </li>
              ) : null}
              <li
                className={cn(
                  'flex',
                  mine ? 'justify-end' : 'justify-start',
                  !sameAuthorAsPrevious && 'mt-2',
                )}
              >
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%]',
                    mine
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200',
                  )}
                >
                  <span className="sr-only">{mine ? 'You' : authorName(message.senderRole)}: </span>
                  <p className="break-words whitespace-pre-wrap">{message.text}</p>
                  <p
                    className={cn(
                      'mt-1 flex items-center justify-end gap-1 text-[11px] tabular-nums',
                      mine ? 'text-brand-50' : 'text-slate-600',
                    )}
                  >
                    <time dateTime={message.createdAt}>
                      <span className="sr-only">{day}, </span>
                      {messageTime(message.createdAt)}
                    </time>
                    {mine && message.seenAt ? (
                      <>
                        <CheckCheck aria-hidden="true" className="size-3.5" />
                        <span>Seen</span>
                      </>
                    ) : null}
                  </p>
                </div>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
