import { BackButton } from '@/components/layout/back-button';
import { ListScreen } from '@/components/data-table/list-screen';
import { PagedTable } from '@/components/data-table/paged-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useListParams } from '@/components/data-table/use-list-params';
import { useTransactions } from '../api/get-transactions';
import { transactionColumns } from './transaction-columns';
import { TransactionFilters, useTransactionFilters } from './transaction-filters';

const NO_TABS = ['all'] as const;

/**
 * All Transactions: filters (payment status, action, from/to dates) and pages, all in the URL.
 * The header title comes from the layout.
 */
export function TransactionsList() {
  const list = useListParams({ tabs: NO_TABS, defaultTab: 'all' });
  const filters = useTransactionFilters();
  const { status, action, startDate, endDate } = filters;
  const transactions = useListLoad(
    useTransactions({ page: list.page, paymentStatus: status, action, startDate, endDate }),
    'transactions',
  );
  return (
    <ListScreen
      title="All Transactions"
      description="Every top-up, withdrawal and exchange of your wallets."
      leading={<BackButton />}
    >
      <TransactionFilters {...filters} />
      <PagedTable
        caption="All transactions"
        columns={transactionColumns}
        rows={transactions.data?.results}
        getRowId={(tx) => tx.id}
        load={transactions}
        page={list.page}
        onPageChange={list.setPage}
      />
    </ListScreen>
  );
}
