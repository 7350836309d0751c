import { MerchantRequestsScreen } from '@/features/merchant-requests/components/merchant-requests-screen';

/** /market-place: merchant partnership requests, received and sent. */
export function MarketPlaceRoute() {
  return <MerchantRequestsScreen />;
}
