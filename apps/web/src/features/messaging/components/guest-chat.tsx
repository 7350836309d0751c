import { LinkIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Logo } from '@/components/layout/logo';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { useGuestConversation } from '../api/get-guest-conversation';
import { useGuestMessages } from '../api/get-guest-messages';
import { useMarkGuestSeen } from '../api/mark-guest-seen';
import { useSendGuestMessage } from '../api/send-guest-message';
import { ChatPane, useChat } from './chat-pane';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-0 sm:px-4 sm:py-6">{children}</main>
    </div>
  );
}

/**
 * /chat/:token — the buyer's side of a conversation, opened from the link the merchant's first message
 * emailed them. No account: the token is the key. New messages are polled (there is no session for
 * a socket); opening it marks the merchant's messages as read.
 */
export function GuestChat({ token }: { token: string }) {
  const conversation = useGuestConversation(token);
  const chat = useChat(useGuestMessages(token, conversation.isSuccess), 'buyer');
  const send = useSendGuestMessage(token);
  const { mutate: markSeen } = useMarkGuestSeen(token);

  const { waitingId } = chat;
  const receipt = useRef('');
  useEffect(() => {
    if (!waitingId || receipt.current === waitingId) return;
    receipt.current = waitingId;
    markSeen();
  }, [waitingId, markSeen]);

  if (conversation.isError) {
    return (
      <Frame>
        <title>Conversation · Oja</title>
        <EmptyState
          className="flex-1"
          icon={LinkIcon}
          title="This conversation link does not work"
          description="Check that you opened the whole link from the email, or ask the seller to write to you again."
        />
      </Frame>
    );
  }
  if (!conversation.data) {
    return (
      <Frame>
        <LoadingState className="flex-1" />
      </Frame>
    );
  }

  const { merchantName, buyerName, orderId } = conversation.data;
  const seller = merchantName || 'the seller';
  return (
    <Frame>
      <title>{`Chat with ${seller} · Oja`}</title>
      <div className="flex h-[calc(100dvh-4rem)] min-h-[28rem] flex-col overflow-hidden bg-white shadow-sm sm:h-[calc(100dvh-7rem)] sm:rounded-xl sm:border sm:border-slate-200">
        <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
          <h1 className="text-lg font-semibold text-slate-900">Chat with {seller}</h1>
          <p className="text-sm text-slate-600">
            {[buyerName && `Hi ${buyerName}`, orderId && `About order ${orderId}`]
              .filter(Boolean)
              .join(' · ') || 'Questions about your order or booking'}
          </p>
        </div>
        <ChatPane
          chat={chat}
          counterpart={seller}
          isSending={send.isPending}
          placeholder={`Write to ${seller}…`}
          onSend={(text, done) => send.mutate(text, { onSuccess: done })}
        />
      </div>
    </Frame>
  );
}
