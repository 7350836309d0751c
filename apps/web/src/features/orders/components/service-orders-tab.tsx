import { OrderList, type OrderListKind } from './order-list';
import { SERVICE_ORDER_FILTERS, type ServiceOrderFilter } from './order-rules';
import { ServiceOrderDetail } from './service-order-detail';
import { serviceOrderColumns } from './service-order-columns';
import { useOrderParams } from './use-order-params';

const serviceOrderList: OrderListKind<ServiceOrderFilter> = {
  type: 'SERVICE',
  caption: 'Service orders',
  filterLabel: 'Service order status',
  filters: SERVICE_ORDER_FILTERS,
  columns: serviceOrderColumns,
};

/**
 * The Orders tab of /services (docs/product/services.md#service-fields-and-schedule orders view): filter tabs all, not paid, paid, new, on
 * transit, delivered; the paged list; an order's detail with its Booking block opened in place
 * (?order=, the link of the order notifications). Live over 'order.updated'.
 */
export function ServiceOrdersTab() {
  const params = useOrderParams(SERVICE_ORDER_FILTERS, 'all');

  if (params.orderId) {
    return <ServiceOrderDetail key={params.orderId} orderId={params.orderId} onBack={params.closeOrder} />;
  }
  return <OrderList kind={serviceOrderList} params={params} />;
}
