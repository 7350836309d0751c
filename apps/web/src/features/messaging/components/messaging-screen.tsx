import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { type MessagesTab, useMessageParams } from '../hooks/use-message-params';
import { ChatsPanel } from './chats-panel';
import { HelpdeskPanel } from './helpdesk-panel';
import { StartConversationDialog } from './start-conversation-dialog';

const tabs = [
  { value: 'chats', label: 'Chats' },
  { value: 'helpdesk', label: 'Helpdesk' },
] as const satisfies ReadonlyArray<{ value: MessagesTab; label: string }>;

/** Links within /message (a conversation or a ticket); notifications link here the same way. */
export const messageHref = (query: {
  conversation?: string | null;
  tab?: MessagesTab;
  ticket?: string | null;
}) => {
  const params = new URLSearchParams();
  if (query.tab === 'helpdesk') params.set('tab', 'helpdesk');
  if (query.conversation) params.set('conversation', query.conversation);
  if (query.ticket) params.set('ticket', query.ticket);
  const search = params.toString();
  return `${paths.app.message.getHref()}${search ? `?${search}` : ''}`;
};

/** /message: chats with buyers and support (live), and the helpdesk. */
export function MessagingScreen({ userId, email }: { userId: string; email: string }) {
  const params = useMessageParams();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  return (
    <>
      <PageHeader
        title="Messages"
        description="Chat with your buyers and the Oja team, and follow your helpdesk tickets."
        actions={
          <Button onClick={() => setStarting(true)}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            New conversation
          </Button>
        }
      />
      <Tabs label="Messages" value={params.tab} onValueChange={params.setTab} items={tabs}>
        {params.tab === 'chats' ? (
          <ChatsPanel
            userId={userId}
            conversationId={params.conversationId}
            hrefOf={(conversation) => messageHref({ conversation })}
          />
        ) : (
          <HelpdeskPanel
            email={email}
            ticketId={params.ticketId}
            ticketsPage={params.ticketsPage}
            historyPage={params.historyPage}
            onTicketsPageChange={params.setTicketsPage}
            onHistoryPageChange={params.setHistoryPage}
            ticketHref={(ticket) => messageHref({ tab: 'helpdesk', ticket })}
            onTicketOpened={params.openTicket}
          />
        )}
      </Tabs>
      <StartConversationDialog
        open={starting}
        onOpenChange={setStarting}
        onStarted={(conversation) => void navigate(messageHref({ conversation: conversation.id }))}
      />
    </>
  );
}
