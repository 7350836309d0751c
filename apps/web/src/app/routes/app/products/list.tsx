import { ProductList } from '@/features/products/components/product-list';
import { ProductOrdersPanel } from './product-orders-panel';

export function ProductListRoute() {
  // The Orders tab belongs to the orders feature.
  return <ProductList ordersPanel={<ProductOrdersPanel />} />;
}
