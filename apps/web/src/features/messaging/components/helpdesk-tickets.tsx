import { Link } from 'react-router';
import { dateTimeColumn } from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { PagedTable } from '@/components/data-table/paged-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useTickets } from '../api/get-tickets';
import type { HelpdeskTicket } from '../types';
import { TicketStatusBadge } from './ticket-status-badge';

interface HelpdeskTicketsProps {
  page: number;
  onPageChange: (page: number) => void;
  ticketHref: (ticketId: string) => string;
}

/** The merchant's tickets, latest activity first; a subject opens the ticket's thread. */
export function HelpdeskTickets({ page, onPageChange, ticketHref }: HelpdeskTicketsProps) {
  const tickets = useListLoad(useTickets(page), 'your tickets');
  const columns: Column<HelpdeskTicket>[] = [
    {
      id: 'subject',
      header: 'Subject',
      cell: (ticket) => (
        <Link
          to={ticketHref(ticket.id)}
          className="font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {ticket.subject}
        </Link>
      ),
    },
    { id: 'status', header: 'Status', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    dateTimeColumn('activity', 'Last activity', (ticket) => ticket.lastMessageAt),
    dateTimeColumn('opened', 'Opened', (ticket) => ticket.createdAt),
  ];
  return (
    <PagedTable
      caption="Support tickets"
      columns={columns}
      rows={tickets.data?.results}
      getRowId={(ticket) => ticket.id}
      load={tickets}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
