import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/session/use-profile';
import type { ProductOrderFilter } from '@/features/orders/components/order-rules';
import { ProductOrderDetail } from '@/features/orders/components/product-order-detail';
import { useGoBack } from '@/hooks/use-go-back';
import { usePickupAddressGate } from './pickup-address-gate';

/** The Orders tab of /products, filtered on one status ('all' leaves the filter out). */
const ordersTabHref = (filter: ProductOrderFilter | null) => {
  const search = new URLSearchParams({ tab: 'orders' });
  if (filter && filter !== 'all') search.set('status', filter);
  return `${paths.app.products.list.getHref()}?${search.toString()}`;
};

/**
 * /products/order/:id — one product order on its own page (the link of the order notifications).
 * Call Logistics closes it to the Orders tab, on the filter it moved to (in transit).
 */
export function OrderDetailRoute() {
  const { id = '' } = useParams();
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ProductOrderFilter | null>(null);
  const goBack = useGoBack(ordersTabHref(null));
  const pickupAddress = usePickupAddressGate();
  return (
    <>
      <title>Order · Oja</title>
      <ProductOrderDetail
        key={id}
        orderId={id}
        merchantId={profile?.id ?? ''}
        pickupAddress={pickupAddress.gate}
        onBack={goBack}
        onClose={() => void navigate(ordersTabHref(filter))}
        onFilterChange={setFilter}
        headingLevel="h1"
      />
      {pickupAddress.dialog}
    </>
  );
}
