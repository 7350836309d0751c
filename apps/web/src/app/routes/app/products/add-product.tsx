import { subPage } from '@/components/layout/sub-page';
import { paths } from '@/config/paths';
import { ProductDetailsStep } from '@/features/products/components/product-details-step';

export const AddProductRoute = subPage(ProductDetailsStep, {
  title: 'Add product',
  description:
    'Step 1 of 2: details, price and stock, variations and images. Weight and dimensions come next.',
  back: paths.app.products.list.getHref(),
});
