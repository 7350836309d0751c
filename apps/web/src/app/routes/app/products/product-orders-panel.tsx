import { useProfile } from '@/lib/session/use-profile';
import { ProductOrdersTab } from '@/features/orders/components/product-orders-tab';
import { usePickupAddressGate } from './pickup-address-gate';

/**
 * The Orders tab of /products: the orders feature, given the merchant's own id (Call Logistics sends it)
 * and the pickup-address check of the logistics feature.
 */
export function ProductOrdersPanel() {
  const { data: profile } = useProfile();
  const pickupAddress = usePickupAddressGate();
  return (
    <>
      <ProductOrdersTab merchantId={profile?.id ?? ''} pickupAddress={pickupAddress.gate} />
      {pickupAddress.dialog}
    </>
  );
}
