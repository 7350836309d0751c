import { OrderList } from './order-list';
import { SERVICE_ORDER_FILTERS } from './order-rules';
import { ServiceOrderDetail } from './service-order-detail';
import { serviceOrderColumns } from './service-order-columns';
import { useOrderParams } from './use-order-params';

/**
 * The Orders tab of /services (SPEC §2 Service orders view): filter tabs all, not paid, paid, new, on
 * transit, delivered; the paged list; an order's detail with its Booking block opened in place
 * (?order=, the link of the order notifications). Live over 'order.updated'.
 */
export function ServiceOrdersTab() {
  const params = useOrderParams(SERVICE_ORDER_FILTERS, 'all');

  if (params.orderId) {
    return <ServiceOrderDetail key={params.orderId} orderId={params.orderId} onBack={params.closeOrder} />;
  }
  return (
    <OrderList
      type="SERVICE"
      caption="Service orders"
      filterLabel="Service order status"
      filters={SERVICE_ORDER_FILTERS}
      filter={params.filter}
      onFilterChange={(filter) => params.setFilter(filter)}
      page={params.page}
      onPageChange={params.setPage}
      columns={serviceOrderColumns(params.orderSearch)}
    />
  );
}
