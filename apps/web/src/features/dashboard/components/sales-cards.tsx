import type { CustomersData, ReportsData } from '@oja/contracts';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/cn';

interface SalesCardsProps {
  reports?: ReportsData;
  customers?: CustomersData;
}

/** Sales total, orders, average order value and customers, each with the change vs the previous period. */
export function SalesCards({ reports, customers }: SalesCardsProps) {
  const currency = reports?.currency ?? 'NGN';
  const cards = [
    {
      label: 'Total sales',
      value: reports ? formatMoney(reports.current.sales, currency) : '—',
      change: reports?.change.sales,
    },
    {
      label: 'Orders',
      value: reports ? String(reports.current.orders) : '—',
      change: reports?.change.orders,
    },
    {
      label: 'Average order value',
      value: reports ? formatMoney(reports.current.averageOrderValue, currency) : '—',
      change: reports?.change.averageOrderValue,
    },
    {
      label: 'Customers',
      value: customers ? String(customers.current.customers) : '—',
      change: customers?.change.customers,
      detail: customers
        ? `${customers.current.newCustomers} new · ${customers.current.returningCustomers} returning`
        : undefined,
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Sales figures">
      {cards.map((card) => (
        <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-medium text-slate-600">{card.label}</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`figure-${card.label}`}>
            {card.value}
          </p>
          <Change value={card.change} />
          {card.detail ? <p className="mt-1 text-xs text-slate-600">{card.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Change({ value }: { value: number | null | undefined }) {
  if (value === undefined) return <p className="mt-1 h-5" />;
  if (value === null) return <p className="mt-1 text-xs text-slate-600">No previous period to compare</p>;
  const up = value >= 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <p
      className={cn(
        'mt-1 flex items-center gap-1 text-xs font-medium',
        up ? 'text-green-700' : 'text-red-700',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {`${up ? '+' : ''}${value}% vs previous period`}
    </p>
  );
}
