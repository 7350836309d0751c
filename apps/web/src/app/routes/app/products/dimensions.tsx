import { subPage } from '@/components/layout/sub-page';
import { paths } from '@/config/paths';
import { ProductDimensionsStep } from '@/features/products/components/product-dimensions-step';

export const ProductDimensionsRoute = subPage(ProductDimensionsStep, {
  title: 'Weight and dimensions',
  description: "Step 2 of 2: the packed item's weight and size, then save the product.",
  back: paths.app.products.add.getHref(),
});
