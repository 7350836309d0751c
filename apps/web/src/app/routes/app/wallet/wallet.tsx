import { WalletOverview } from '@/features/wallet/components/wallet-overview';

export function WalletRoute() {
  return <WalletOverview />;
}
