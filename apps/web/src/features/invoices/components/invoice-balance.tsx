import type { Invoice } from '@oja/contracts';
import { formatMoney } from '@/lib/format';

/**
 * What the buyer has paid of an invoice with a deposit or instalments, and what is left; nothing for an
 * invoice paid (or to be paid) in one go.
 */
export function InvoiceBalance({ invoice }: { invoice: Invoice }) {
  if (invoice.depositAmount === 0 && (invoice.amountPaid === 0 || invoice.amountLeft === 0)) return null;
  const money = (value: number) => formatMoney(value, invoice.currency);
  const rows: [string, string][] = [
    ...(invoice.depositAmount > 0 ? [['Deposit', money(invoice.depositAmount)] as [string, string]] : []),
    ['Paid so far', money(invoice.amountPaid)],
    ['Left to pay', money(invoice.amountLeft)],
  ];
  return (
    <dl
      aria-label="Payments"
      className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:grid-cols-3 print:hidden"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2 sm:flex-col sm:justify-start">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
