import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { HelpdeskHistory } from './helpdesk-history';
import { HelpdeskTickets } from './helpdesk-tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketView } from './ticket-view';

interface HelpdeskPanelProps {
  email: string;
  ticketId: string | null;
  ticketsPage: number;
  historyPage: number;
  onTicketsPageChange: (page: number) => void;
  onHistoryPageChange: (page: number) => void;
  ticketHref: (ticketId: string | null) => string;
  onTicketOpened: (ticketId: string) => void;
}

/** The helpdesk: the merchant's tickets and the message history of their email, or one ticket's thread. */
export function HelpdeskPanel({
  email,
  ticketId,
  ticketsPage,
  historyPage,
  onTicketsPageChange,
  onHistoryPageChange,
  ticketHref,
  onTicketOpened,
}: HelpdeskPanelProps) {
  const [creating, setCreating] = useState(false);
  if (ticketId) return <TicketView ticketId={ticketId} backHref={ticketHref(null)} />;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title="Support tickets"
          description="Questions to the Oja team and their answers."
          action={
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              New ticket
            </Button>
          }
        />
        <div className="p-4">
          <HelpdeskTickets page={ticketsPage} onPageChange={onTicketsPageChange} ticketHref={ticketHref} />
        </div>
      </Card>
      <Card>
        <CardHeader
          title="Message history"
          description={`Every helpdesk message sent to or from ${email}.`}
        />
        <div className="p-4">
          <HelpdeskHistory
            email={email}
            page={historyPage}
            onPageChange={onHistoryPageChange}
            ticketHref={ticketHref}
          />
        </div>
      </Card>
      <NewTicketDialog
        open={creating}
        onOpenChange={setCreating}
        onOpened={(ticket) => onTicketOpened(ticket.id)}
      />
    </div>
  );
}
