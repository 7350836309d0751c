import { ArrowLeft, Headset } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { useMessages } from '../api/get-messages';
import { useUnreadMessages } from '../api/get-unread-messages';
import { useMarkSeen } from '../api/mark-seen';
import { useSendMessage } from '../api/send-message';
import { conversationTitle, initials } from '../lib/display';
import { unreadInConversation } from '../lib/unread-store';
import type { Conversation } from '../types';
import { ChatPane, useChat } from './chat-pane';

interface ConversationThreadProps {
  conversationId: string;
  /** Undefined while the list loads, or for a conversation beyond the loaded pages. */
  conversation: Conversation | undefined;
  userId: string;
  backHref: string;
}

function ThreadHeader({ conversation, backHref }: { conversation?: Conversation; backHref: string }) {
  const name = conversation ? conversationTitle(conversation) : 'Conversation';
  const support = conversation?.kind === 'support';
  const details = support
    ? 'Platform support'
    : [conversation?.buyerEmail, conversation?.orderId && `Order ${conversation.orderId}`]
        .filter(Boolean)
        .join(' · ');
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-5">
      <Link
        to={backHref}
        className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'size-9 md:hidden' })}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Back to conversations</span>
      </Link>
      <span
        aria-hidden="true"
        className={
          support
            ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800'
            : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800'
        }
      >
        {support ? <Headset className="size-5" /> : initials(name)}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-slate-900">{name}</h2>
        {details ? <p className="truncate text-sm text-slate-600">{details}</p> : null}
      </div>
      {conversation?.kind === 'buyer' ? <Badge tone="brand">Buyer</Badge> : null}
      {support ? <Badge tone="info">Support</Badge> : null}
    </div>
  );
}

/**
 * An open conversation: its history (newest at the bottom, older pages on demand), the composer, and
 * the read receipt — opening it marks what waited for the merchant as seen, which clears the badge.
 */
export function ConversationThread({
  conversationId,
  conversation,
  userId,
  backHref,
}: ConversationThreadProps) {
  const chat = useChat(useMessages(conversationId), 'merchant');
  const unread = useUnreadMessages(userId);
  const send = useSendMessage();
  const { mutate: markSeen } = useMarkSeen(userId);

  const { history, waitingId } = chat;
  const unreadHere = Math.max(
    unreadInConversation(unread.data, conversationId),
    conversation?.unreadCount ?? 0,
  );

  // Marks seen on opening (when anything is unread here) and again for each message that arrives
  // while the conversation stays open.
  const receipt = useRef('');
  useEffect(() => {
    if (!history.isSuccess) return;
    const opened = receipt.current.startsWith(`${conversationId}:`);
    if (waitingId ? receipt.current === `${conversationId}:${waitingId}` : opened || unreadHere === 0) return;
    receipt.current = `${conversationId}:${waitingId ?? ''}`;
    markSeen(conversationId);
  }, [history.isSuccess, conversationId, waitingId, unreadHere, markSeen]);

  const counterpart = conversation ? conversationTitle(conversation) : 'the buyer';
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader conversation={conversation} backHref={backHref} />
      <ChatPane
        chat={chat}
        counterpart={counterpart}
        isSending={send.isPending}
        onSend={(text, done) => send.mutate({ conversationId, text }, { onSuccess: done })}
      />
    </div>
  );
}
