import { ServiceOrdersTab } from '@/features/orders/components/service-orders-tab';
import { ServiceList } from '@/features/services/components/service-list';

export function ServiceListRoute() {
  // The Orders tab belongs to the orders feature.
  return <ServiceList ordersPanel={<ServiceOrdersTab />} />;
}
