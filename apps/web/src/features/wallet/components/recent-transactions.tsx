import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { Card, CardHeader } from '@/components/ui/card';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTransactions } from '../api/get-transactions';
import { transactionColumns } from './transaction-columns';

export const RECENT_TRANSACTIONS = 5;

/** The 5 latest movements, with a link to the full list. */
export function RecentTransactions() {
  const transactions = useTransactions({ limit: RECENT_TRANSACTIONS, page: 1 });
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
        isLoading={transactions.isPending}
        pageSize={RECENT_TRANSACTIONS}
      />
    </Card>
  );
}
