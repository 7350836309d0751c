import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { ProductDetailsStep } from '@/features/products/components/product-details-step';

export function AddProductRoute() {
  return (
    <>
      <PageHeader
        title="Add product"
        description="Step 1 of 2: details, price and stock, variations and images. Weight and dimensions come next."
        leading={<BackButton fallback={paths.app.products.list.getHref()} />}
      />
      <ProductDetailsStep />
    </>
  );
}
