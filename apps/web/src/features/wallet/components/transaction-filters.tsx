import { paymentStatus, type PaymentStatus, transactionAction } from '@oja/contracts';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The transactions filters in the URL: ?paymentStatus=&action=&startDate=&endDate=; a change goes back to page 1. */
export function useTransactionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = (key: string, value: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  return {
    status: paymentStatus.safeParse(searchParams.get('paymentStatus')).data,
    action: transactionAction.safeParse(searchParams.get('action')).data,
    startDate: searchParams.get('startDate') || undefined,
    endDate: searchParams.get('endDate') || undefined,
    setFilter,
  };
}

type TransactionFiltersProps = ReturnType<typeof useTransactionFilters>;

/** Payment status, action, and from/to dates. */
export function TransactionFilters({
  status,
  action,
  startDate,
  endDate,
  setFilter,
}: TransactionFiltersProps) {
  return (
    <Card className="mb-4 p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label="Status">
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={status ?? ''}
              onChange={(e) => setFilter('paymentStatus', e.target.value)}
            >
              <option value="">All statuses</option>
              {paymentStatus.options.map((value: PaymentStatus) => (
                <option key={value} value={value}>
                  {capitalise(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Action">
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={action ?? ''}
              onChange={(e) => setFilter('action', e.target.value)}
            >
              <option value="">Credit and debit</option>
              {transactionAction.options.map((value) => (
                <option key={value} value={value}>
                  {capitalise(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="From">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={startDate ?? ''}
              max={endDate}
              onChange={(e) => setFilter('startDate', e.target.value)}
            />
          )}
        </Field>
        <Field label="To">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={endDate ?? ''}
              min={startDate}
              onChange={(e) => setFilter('endDate', e.target.value)}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}
