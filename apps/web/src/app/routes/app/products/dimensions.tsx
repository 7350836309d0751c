import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { ProductDimensionsStep } from '@/features/products/components/product-dimensions-step';

export function ProductDimensionsRoute() {
  return (
    <>
      <PageHeader
        title="Weight and dimensions"
        description="Step 2 of 2: the packed item's weight and size, then save the product."
        leading={<BackButton fallback={paths.app.products.add.getHref()} />}
      />
      <ProductDimensionsStep />
    </>
  );
}
