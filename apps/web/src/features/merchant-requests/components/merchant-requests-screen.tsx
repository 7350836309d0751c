import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/data-table/use-list-params';
import { ListScreen } from '@/components/data-table/list-screen';
import { Button } from '@/components/ui/button';
import type { RequestSide, RequestStatusFilter } from '../types';
import { RequestsTable } from './requests-table';
import { SendRequestDialog } from './send-request-dialog';
import { StatusFilter } from './status-filter';

const sides = ['received', 'sent'] as const satisfies readonly RequestSide[];
const tabItems = [
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
] as const;
const statuses: readonly RequestStatusFilter[] = ['pending', 'accepted', 'declined', 'all'];
/** Received requests show the pending ones unless asked otherwise (docs/product/messaging.md#calls); sent ones show all. */
const defaultStatus: Record<RequestSide, RequestStatusFilter> = { received: 'pending', sent: 'all' };

/** /market-place: partnership requests from and to other merchants. */
export function MerchantRequestsScreen() {
  const { tab, page, setPage } = useListParams({ tabs: sides, defaultTab: 'received' });
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statuses.find((s) => s === searchParams.get('status')) ?? defaultStatus[tab];
  const [sending, setSending] = useState(false);

  /** One URL update: the tab, its status filter (left out when it is the tab's default), page 1. */
  const show = (side: RequestSide, nextStatus: RequestStatusFilter = defaultStatus[side]) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete('page');
      if (side === 'received') params.delete('tab');
      else params.set('tab', side);
      if (nextStatus === defaultStatus[side]) params.delete('status');
      else params.set('status', nextStatus);
      return params;
    });

  return (
    <>
      <ListScreen
        title="Market Place"
        description="Partner with other merchants: answer the requests you receive and follow the ones you sent."
        actions={
          <Button onClick={() => setSending(true)}>
            <Send aria-hidden="true" className="size-4" />
            Send request
          </Button>
        }
        tabs={{ items: tabItems, value: tab, onChange: (next) => show(next), label: 'Requests' }}
        toolbar={<StatusFilter value={status} onChange={(next) => show(tab, next)} />}
      >
        <RequestsTable side={tab} status={status} page={page} onPageChange={setPage} />
      </ListScreen>
      <SendRequestDialog open={sending} onOpenChange={setSending} onSent={() => show('sent')} />
    </>
  );
}
