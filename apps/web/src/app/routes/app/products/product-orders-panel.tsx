import { useProfile } from '@/features/auth/api/get-profile';
import { ProductOrdersTab } from '@/features/orders/components/product-orders-tab';

/** The Orders tab of /products: the orders feature, given the merchant's own id (Call Logistics sends it). */
export function ProductOrdersPanel() {
  const { data: profile } = useProfile();
  return <ProductOrdersTab merchantId={profile?.id ?? ''} />;
}
