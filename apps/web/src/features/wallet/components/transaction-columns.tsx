import type { WalletTransaction } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { OrderLink } from './order-link';
import { ActionChip, PaymentStatusChip } from './transaction-badges';

/** Columns of the transactions tables (the row number column comes from the DataTable). */
export const transactionColumns: Column<WalletTransaction>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (tx) => <span className="whitespace-nowrap">{formatDateTime(tx.createdAt)}</span>,
  },
  {
    id: 'description',
    header: 'Description',
    cell: (tx) => (
      <div className="flex max-w-96 flex-col gap-0.5">
        <span className="truncate">{tx.description}</span>
        {tx.order ? <OrderLink order={tx.order} /> : null}
      </div>
    ),
  },
  { id: 'action', header: 'Action', cell: (tx) => <ActionChip action={tx.action} /> },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right',
    cell: (tx) => (
      <span className="font-medium whitespace-nowrap tabular-nums">
        {tx.action === 'debit' ? '-' : '+'}
        {formatMoney(tx.amount, tx.currency)}
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: (tx) => <PaymentStatusChip status={tx.paymentStatus} /> },
];
