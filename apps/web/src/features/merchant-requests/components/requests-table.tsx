import { Check, X } from 'lucide-react';
import { dateTimeColumn } from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { PagedTable } from '@/components/data-table/paged-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { useAnswerRequest } from '../api/answer-request';
import { useRequests } from '../api/get-requests';
import type { MerchantRequest, RequestSide, RequestStatusFilter } from '../types';
import { MerchantCell, merchantName } from './merchant-cell';
import { RequestStatusBadge } from './request-status-badge';
import { requestKeys } from '../api/query-keys';

interface RequestsTableProps {
  side: RequestSide;
  status: RequestStatusFilter;
  page: number;
  onPageChange: (page: number) => void;
}

function Answer({ request }: { request: MerchantRequest }) {
  const answer = useAnswerRequest();
  const from = merchantName(request.sender);
  const busy = answer.isPending ? answer.variables.answer : null;
  return (
    // `relative` keeps the screen-reader text inside the table's scroll box (else it widens the page).
    <div className="relative flex justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        isLoading={busy === 'decline'}
        disabled={busy !== null}
        onClick={() => answer.mutate({ id: request.id, answer: 'decline' })}
      >
        {busy === 'decline' ? null : <X aria-hidden="true" className="size-4" />}
        Decline<span className="sr-only"> the request from {from}</span>
      </Button>
      <Button
        size="sm"
        isLoading={busy === 'accept'}
        disabled={busy !== null}
        onClick={() => answer.mutate({ id: request.id, answer: 'accept' })}
      >
        {busy === 'accept' ? null : <Check aria-hidden="true" className="size-4" />}
        Accept<span className="sr-only"> the request from {from}</span>
      </Button>
    </div>
  );
}

const messageColumn: Column<MerchantRequest> = {
  id: 'message',
  header: 'Message',
  cell: (request) => <p className="line-clamp-2 max-w-md break-words text-slate-700">{request.message}</p>,
};
const statusColumn: Column<MerchantRequest> = {
  id: 'status',
  header: 'Status',
  cell: (request) => <RequestStatusBadge status={request.status} />,
};
const dateColumn = (header: string) =>
  dateTimeColumn<MerchantRequest>('created', header, (request) => request.createdAt);

const receivedColumns: Column<MerchantRequest>[] = [
  { id: 'from', header: 'From', cell: (request) => <MerchantCell merchant={request.sender} /> },
  messageColumn,
  dateColumn('Received'),
  statusColumn,
  {
    id: 'actions',
    header: 'Actions',
    cell: (request) =>
      request.status === 'pending' ? (
        <Answer request={request} />
      ) : (
        <span className="block text-right text-xs text-slate-600">
          {request.respondedAt ? `Answered ${formatDateTime(request.respondedAt)}` : null}
        </span>
      ),
    className: 'text-right',
  },
];

const sentColumns: Column<MerchantRequest>[] = [
  { id: 'to', header: 'To', cell: (request) => <MerchantCell merchant={request.receiver} /> },
  messageColumn,
  dateColumn('Sent'),
  statusColumn,
  {
    id: 'answered',
    header: 'Answered',
    cell: (request) => (request.respondedAt ? formatDateTime(request.respondedAt) : '—'),
    className: 'whitespace-nowrap',
  },
];

/** Received requests (accept or decline the pending ones) or sent ones, a page at a time. */
export function RequestsTable({ side, status, page, onPageChange }: RequestsTableProps) {
  const requests = useListLoad(useRequests(side, status, page), 'requests', requestKeys.lists(side));
  return (
    <PagedTable
      caption={side === 'received' ? 'Received requests' : 'Sent requests'}
      columns={side === 'received' ? receivedColumns : sentColumns}
      rows={requests.data?.results}
      getRowId={(request) => request.id}
      load={requests}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
