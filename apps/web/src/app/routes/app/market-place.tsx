import { MarketPlaceScreen } from '@/features/market-place/components/market-place-screen';

/** /market-place: merchant partnership requests, received and sent. */
export function MarketPlaceRoute() {
  return <MarketPlaceScreen />;
}
