import { useParams } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { EditProduct } from '@/features/products/components/edit-product';

export function EditProductRoute() {
  const sku = useParams().sku ?? '';
  return (
    <>
      <PageHeader
        title="Edit product"
        leading={<BackButton fallback={paths.app.products.list.getHref()} />}
      />
      <EditProduct key={sku} sku={sku} />
    </>
  );
}
