import { type Invoice } from '@oja/contracts';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/data-table';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { InvoiceStatusBadge, PaymentStatusBadge } from './invoice-badges';
import { formatInvoiceDate } from './invoice-rules';

const iconLink = buttonStyles({ variant: 'ghost', size: 'sm', className: 'px-2' });

/** Columns of the invoice list (the row number column comes from the DataTable). */
export const invoiceColumns: Column<Invoice>[] = [
  {
    id: 'number',
    header: 'Invoice',
    cell: (invoice) => (
      <Link
        to={paths.app.invoice.detail.getHref(invoice.id)}
        className="font-medium whitespace-nowrap text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {invoice.invoiceNumber}
      </Link>
    ),
  },
  {
    id: 'buyer',
    header: 'Buyer',
    cell: (invoice) => <span className="block max-w-48 truncate">{invoice.fullname}</span>,
  },
  {
    id: 'billingDate',
    header: 'Billing date',
    cell: (invoice) => <span className="whitespace-nowrap">{formatInvoiceDate(invoice.billingDate)}</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right',
    cell: (invoice) => (
      <span className="font-medium whitespace-nowrap tabular-nums">
        {formatMoney(invoice.totalAmount, invoice.currency)}
      </span>
    ),
  },
  {
    id: 'paymentStatus',
    header: 'Payment',
    cell: (invoice) => <PaymentStatusBadge status={invoice.paymentStatus} />,
  },
  { id: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    id: 'actions',
    header: 'Actions',
    className: 'w-24 text-right',
    cell: (invoice) => (
      <div className="flex justify-end gap-1">
        <Link
          to={paths.app.invoice.detail.getHref(invoice.id)}
          className={iconLink}
          aria-label={`View ${invoice.invoiceNumber}`}
        >
          <Eye aria-hidden="true" className="size-4" />
        </Link>
        {/* docs/product/invoices.md#invoice-list: only DRAFT invoices have an edit action. */}
        {invoice.status === 'DRAFT' ? (
          <Link
            to={paths.app.invoice.edit.getHref(invoice.id)}
            className={iconLink}
            aria-label={`Edit ${invoice.invoiceNumber}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    ),
  },
];
