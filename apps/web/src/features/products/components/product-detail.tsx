import type { Product } from '@oja/contracts';
import { useNavigate } from 'react-router';
import { RecordDetailPage } from '@/components/catalogue/record-detail-page';
import { RecordGate } from '@/components/catalogue/record-gate';
import { CatalogueStatusBadge } from '@/components/catalogue/catalogue-status-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useDeleteProducts } from '../api/delete-products';
import { useProduct } from '../api/get-product';
import { InventoryBadge } from './inventory-badge';
import { ProductGallery } from './product-gallery';
import { ProductFacts, ProductVariations } from './product-facts';

function ProductDetailView({ product }: { product: Product }) {
  const navigate = useNavigate();
  const remove = useDeleteProducts({
    onSuccess: () => void navigate(paths.app.products.list.getHref(), { replace: true }),
  });

  return (
    <RecordDetailPage
      title={product.name}
      description={product.caption ?? undefined}
      listHref={paths.app.products.list.getHref()}
      editHref={paths.app.products.edit.getHref(product.sku)}
      confirm={{
        title: 'Delete this product?',
        description: `"${product.name}" will be removed from your catalogue. This cannot be undone.`,
      }}
      deleting={remove.isPending}
      onDelete={() => remove.mutate([product.id])}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
        <ProductGallery product={product} />
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <CatalogueStatusBadge status={product.status} />
                <InventoryBadge units={product.units} />
              </div>
              <div className="flex flex-wrap items-baseline gap-3">
                <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
                  {formatMoney(product.price, product.currency)}
                </p>
                {product.original_price !== null && product.discount_percent > 0 ? (
                  <>
                    <p className="text-base text-slate-600 tabular-nums line-through">
                      <span className="sr-only">Original price </span>
                      {formatMoney(product.original_price, product.currency)}
                    </p>
                    <Badge tone="brand">{product.discount_percent}% off</Badge>
                  </>
                ) : null}
              </div>
              <ProductFacts product={product} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Description" />
            <CardContent>
              <p className="text-sm whitespace-pre-line text-slate-700">
                {product.description || 'No description yet.'}
              </p>
            </CardContent>
          </Card>
          <ProductVariations product={product} />
        </div>
      </div>
    </RecordDetailPage>
  );
}

/** /products/{id}: images, prices, stock, variations and status, with Back, Edit and Delete. */
export function ProductDetail({ id }: { id: string }) {
  const product = useProduct(id);
  return (
    <RecordGate query={product} noun="product" listHref={paths.app.products.list.getHref()} title="Product">
      {(loaded) => <ProductDetailView product={loaded} />}
    </RecordGate>
  );
}
