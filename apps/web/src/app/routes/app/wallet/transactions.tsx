import { TransactionsList } from '@/features/wallet/components/transactions-list';

export function WalletTransactionsRoute() {
  return <TransactionsList />;
}
