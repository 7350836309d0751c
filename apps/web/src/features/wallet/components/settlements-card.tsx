import { settlementStatusLabel, type WalletSettlement } from '@oja/contracts';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Paginator } from '@/components/data-table/paginator';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useSettlements } from '../api/get-settlements';
import { OrderLink } from './order-link';

export const SETTLEMENTS_PAGE_SIZE = 5;

const tones: Record<WalletSettlement['status'], BadgeTone> = {
  in_escrow: 'warning',
  released: 'success',
  refunded: 'neutral',
};

/** When the money moved last: released or refunded at, or (in escrow) released at after a service hold. */
const whenOf = (s: WalletSettlement) =>
  s.settledAt
    ? formatDateTime(s.settledAt)
    : s.releaseAt
      ? `Releases ${formatDateTime(s.releaseAt)}`
      : 'On delivery';

const columns: Column<WalletSettlement>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: (s) => <OrderLink order={{ id: s.orderId, type: s.orderType, reference: s.orderReference }} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (s) => <Badge tone={tones[s.status]}>{settlementStatusLabel(s.status)}</Badge>,
  },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right',
    cell: (s) => (
      <span className="font-medium whitespace-nowrap tabular-nums">{formatMoney(s.amount, s.currency)}</span>
    ),
  },
  {
    id: 'paid',
    header: 'Paid',
    cell: (s) => <span className="whitespace-nowrap">{formatDateTime(s.paidAt)}</span>,
  },
  { id: 'when', header: 'Settled', cell: (s) => <span className="whitespace-nowrap">{whenOf(s)}</span> },
];

/**
 * Sales settlements: each paid order's money, newest first — pending in escrow until delivery, then
 * released to the available balance (or refunded to the buyer) — each linking to its order.
 */
export function SettlementsCard() {
  const [page, setPage] = useState(1);
  const settlements = useListLoad(useSettlements({ page, limit: SETTLEMENTS_PAGE_SIZE }), 'settlements');
  const data = settlements.data;
  return (
    <Card>
      <CardHeader
        title="Sales settlements"
        description="Buyers' payments wait in escrow (pending) until delivery, then reach your available balance."
      />
      <DataTable
        caption="Sales settlements"
        columns={columns}
        rows={data?.results}
        getRowId={(s) => s.orderId}
        load={settlements}
        page={page}
        pageSize={SETTLEMENTS_PAGE_SIZE}
      />
      {data && data.totalPages > 1 ? (
        <Paginator
          className="px-4 pb-4"
          page={page}
          totalPages={data.totalPages}
          totalResults={data.totalResults}
          onPageChange={setPage}
        />
      ) : null}
    </Card>
  );
}
