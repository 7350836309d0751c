import { Link } from 'react-router';
import { dateTimeColumn } from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { PagedTable } from '@/components/data-table/paged-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Badge } from '@/components/ui/badge';
import { truncate } from '@/lib/format';
import { useHelpdeskMessages } from '../api/get-helpdesk-messages';
import type { HelpdeskMessage } from '../types';

interface HelpdeskHistoryProps {
  email: string;
  page: number;
  onPageChange: (page: number) => void;
  ticketHref: (ticketId: string) => string;
}

/** Every helpdesk message of the merchant's email, newest first (GET /v1/helpdesk/get-messages-email). */
export function HelpdeskHistory({ email, page, onPageChange, ticketHref }: HelpdeskHistoryProps) {
  const history = useListLoad(useHelpdeskMessages(email, page), 'helpdesk messages');
  const columns: Column<HelpdeskMessage>[] = [
    {
      id: 'from',
      header: 'From',
      cell: (message) =>
        message.authorRole === 'support' ? <Badge tone="info">Support</Badge> : <Badge>You</Badge>,
    },
    {
      id: 'message',
      header: 'Message',
      cell: (message) => (
        <Link
          to={ticketHref(message.ticketId)}
          className="group block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span className="block font-medium text-slate-900 group-hover:underline">{message.subject}</span>
          <span className="block text-slate-600">{truncate(message.body, 90)}</span>
        </Link>
      ),
    },
    dateTimeColumn('sent', 'Sent', (message) => message.createdAt),
  ];
  return (
    <PagedTable
      caption="Helpdesk messages"
      columns={columns}
      rows={history.data?.results}
      getRowId={(message) => message.id}
      load={history}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
