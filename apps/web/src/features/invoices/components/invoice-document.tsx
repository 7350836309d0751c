import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatInvoiceDate } from './invoice-rules';

export interface InvoiceDocumentLine {
  name: string;
  quantity: number;
  price: number;
  totalAmount: number;
}

export interface InvoiceDocumentProps {
  merchantName: string;
  /** Absent on a preview that has not been saved yet. */
  invoiceNumber?: string | null;
  buyer: { fullname: string; email?: string; phoneNumber?: string; address?: string };
  billingDate: string;
  dueDate: string;
  lines: readonly InvoiceDocumentLine[];
  total: number;
  /** The VAT line, when the invoice has one: its rate (percent) and amount; the total includes it. */
  vat?: { rate: number; amount: number } | null;
  currency: string;
  note?: string | null;
  /** Status badges shown beside the number. */
  status?: ReactNode;
  className?: string;
}

const cell = 'px-3 py-2.5 text-left align-top';
const wide = 'hidden sm:table-cell';

/** The invoice as the buyer sees it: used by the preview, the detail page, its print view and the pay page. */
export function InvoiceDocument({
  merchantName,
  invoiceNumber,
  buyer,
  billingDate,
  dueDate,
  lines,
  total,
  vat,
  currency,
  note,
  status,
  className,
}: InvoiceDocumentProps) {
  const contact = [buyer.email, buyer.phoneNumber].filter(Boolean);
  return (
    <article
      aria-label={invoiceNumber ? `Invoice ${invoiceNumber}` : 'Invoice'}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 pb-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">From</p>
          <p className="text-lg font-semibold break-words text-slate-900">{merchantName || '—'}</p>
        </div>
        <div className="text-left sm:text-right">
          <h2 className="text-xl font-semibold tracking-tight text-slate-900">
            {invoiceNumber ? `Invoice ${invoiceNumber}` : 'New invoice'}
          </h2>
          {status ? <div className="mt-2 flex flex-wrap gap-1.5 sm:justify-end">{status}</div> : null}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-5 border-b border-slate-100 py-5 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Billed to</p>
          <p className="mt-1 font-medium break-words text-slate-900">{buyer.fullname || '—'}</p>
          {contact.length > 0 ? (
            <p className="text-sm break-words text-slate-700">{contact.join(' · ')}</p>
          ) : null}
          {buyer.address ? <p className="text-sm break-words text-slate-700">{buyer.address}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:text-right">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Billing date</dt>
            <dd className="mt-1 text-slate-900">{formatInvoiceDate(billingDate) || '—'}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Due date</dt>
            <dd className="mt-1 text-slate-900">{formatInvoiceDate(dueDate) || '—'}</dd>
          </div>
        </dl>
      </div>

      <div className="py-4">
        {/* Below 640 px the quantity and unit price move under the item name. */}
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Invoice items</caption>
          <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr className="border-b border-slate-200">
              <th scope="col" className={cell}>
                Item
              </th>
              <th scope="col" className={cn(cell, wide, 'text-right')}>
                Qty
              </th>
              <th scope="col" className={cn(cell, wide, 'text-right')}>
                Unit price
              </th>
              <th scope="col" className={cn(cell, 'text-right')}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className={cn(cell, 'break-words text-slate-900')}>
                  {line.name || '—'}
                  <span className="block text-xs text-slate-600 tabular-nums sm:hidden">
                    {line.quantity} × {formatMoney(line.price, currency)}
                  </span>
                </td>
                <td className={cn(cell, wide, 'text-right text-slate-700 tabular-nums')}>{line.quantity}</td>
                <td className={cn(cell, wide, 'text-right text-slate-700 tabular-nums')}>
                  {formatMoney(line.price, currency)}
                </td>
                <td
                  className={cn(cell, 'text-right font-medium whitespace-nowrap text-slate-900 tabular-nums')}
                >
                  {formatMoney(line.totalAmount, currency)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {vat && vat.amount > 0 ? (
              <tr className="text-sm text-slate-700">
                <th scope="row" className={cn(cell, 'text-right sm:hidden')}>
                  VAT ({vat.rate}%)
                </th>
                <th scope="row" colSpan={3} className={cn(cell, wide, 'text-right')}>
                  VAT ({vat.rate}%)
                </th>
                <td
                  className={cn(cell, 'text-right whitespace-nowrap tabular-nums')}
                  data-testid="invoice-vat"
                >
                  {formatMoney(vat.amount, currency)}
                </td>
              </tr>
            ) : null}
            <tr className="text-base font-semibold text-slate-900">
              <th scope="row" className={cn(cell, 'pt-4 text-right sm:hidden')}>
                Total
              </th>
              <th scope="row" colSpan={3} className={cn(cell, wide, 'pt-4 text-right')}>
                Total
              </th>
              <td
                className={cn(cell, 'pt-4 text-right whitespace-nowrap tabular-nums')}
                data-testid="invoice-total"
              >
                {formatMoney(total, currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      {note ? (
        <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Note</p>
          <p className="mt-1 whitespace-pre-line">{note}</p>
        </div>
      ) : null}
    </article>
  );
}
