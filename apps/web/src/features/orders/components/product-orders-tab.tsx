import { OrderList, type OrderListKind } from './order-list';
import type { PickupAddressGate } from './pickup-address-gate';
import { PRODUCT_ORDER_FILTERS, type ProductOrderFilter } from './order-rules';
import { ProductOrderDetail } from './product-order-detail';
import { productOrderColumns } from './product-order-columns';
import { useOrderParams } from './use-order-params';

const productOrderList: OrderListKind<ProductOrderFilter> = {
  type: 'PRODUCT',
  caption: 'Product orders',
  filterLabel: 'Product order status',
  filters: PRODUCT_ORDER_FILTERS,
  columns: productOrderColumns,
};

/**
 * The Orders tab of /products (docs/product/catalogue.md#product-fields orders view): filter tabs all, awaiting pickup, in
 * transit, delivered; the paged list; an order's detail opened in place (?order=), with Back and Call
 * Logistics. Live: 'order.updated' events refresh what is on screen.
 */
export function ProductOrdersTab({
  merchantId,
  pickupAddress,
}: {
  merchantId: string;
  pickupAddress: PickupAddressGate;
}) {
  const params = useOrderParams(PRODUCT_ORDER_FILTERS, 'all');

  if (params.orderId) {
    return (
      <ProductOrderDetail
        key={params.orderId}
        orderId={params.orderId}
        merchantId={merchantId}
        pickupAddress={pickupAddress}
        onBack={params.closeOrder}
        onClose={params.closeOrder}
        onFilterChange={(filter) => params.setFilter(filter, true)}
      />
    );
  }
  return <OrderList kind={productOrderList} params={params} />;
}
