import { Outlet } from 'react-router';
import { ProductDraftProvider } from '@/features/products/components/product-draft';

/** Holds the product being added across /products/add-product and /products/dimensions. */
export function ProductDraftRoute() {
  return (
    <ProductDraftProvider>
      <Outlet />
    </ProductDraftProvider>
  );
}
