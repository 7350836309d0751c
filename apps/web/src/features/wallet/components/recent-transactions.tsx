import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Card, CardHeader } from '@/components/ui/card';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTransactions } from '../api/get-transactions';
import { transactionColumns } from './transaction-columns';

export const RECENT_TRANSACTIONS = 5;

/** The 5 latest movements, with a link to the full list. */
export function RecentTransactions() {
  const transactions = useListLoad(
    useTransactions({ limit: RECENT_TRANSACTIONS, page: 1 }),
    'recent transactions',
  );
  return (
    <Card>
      <CardHeader
        title="Recent transactions"
        action={
          <Link to={paths.app.wallet.transactions.getHref()} className={buttonStyles({ variant: 'link' })}>
            See all
          </Link>
        }
      />
      <DataTable
        caption="Recent transactions"
        columns={transactionColumns}
        rows={transactions.data?.results}
        getRowId={(tx) => tx.id}
        load={transactions}
        pageSize={RECENT_TRANSACTIONS}
      />
    </Card>
  );
}
