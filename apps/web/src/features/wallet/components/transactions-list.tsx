import { paymentStatus, type PaymentStatus, transactionAction } from '@oja/contracts';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Paginator } from '@/components/data-table/paginator';
import { useListParams } from '@/components/data-table/use-list-params';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTransactions } from '../api/get-transactions';
import { transactionColumns } from './transaction-columns';

const NO_TABS = ['all'] as const;
const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * All Transactions: filters (payment status, action, from/to dates) and pages, all in the URL.
 * The header title comes from the layout.
 */
export function TransactionsList() {
  const list = useListParams({ tabs: NO_TABS, defaultTab: 'all' });
  const [searchParams, setSearchParams] = useSearchParams();
  const status = paymentStatus.safeParse(searchParams.get('paymentStatus')).data;
  const action = transactionAction.safeParse(searchParams.get('action')).data;
  const startDate = searchParams.get('startDate') || undefined;
  const endDate = searchParams.get('endDate') || undefined;
  const transactions = useListLoad(
    useTransactions({
      page: list.page,
      paymentStatus: status,
      action,
      startDate,
      endDate,
    }),
    'transactions',
  );
  const data = transactions.data;

  const setFilter = (key: string, value: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  return (
    <>
      <PageHeader
        title="All Transactions"
        description="Every top-up, withdrawal and exchange of your wallets."
        leading={<BackButton />}
      />
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
      <DataTable
        caption="All transactions"
        columns={transactionColumns}
        rows={data?.results}
        getRowId={(tx) => tx.id}
        load={transactions}
        page={data?.page ?? list.page}
        pageSize={data?.limit}
      />
      <Paginator
        page={data?.page ?? 0}
        totalPages={data?.totalPages ?? 0}
        totalResults={data?.totalResults ?? 0}
        onPageChange={list.setPage}
      />
    </>
  );
}
