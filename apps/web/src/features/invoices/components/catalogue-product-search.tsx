import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { type CatalogueProduct, useCatalogueProducts } from '../api/search-catalogue-products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** Search the merchant's active products and add one as an invoice line. */
export function CatalogueProductSearch({ onAdd }: { onAdd: (product: CatalogueProduct) => void }) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const products = useCatalogueProducts(name);
  const results = products.data ?? [];

  return (
    <div className="flex flex-col gap-2">
      <SearchInput label="Search products" value={search} onChange={setSearch} className="sm:max-w-none" />
      {products.isPending ? (
        <LoadingState className="py-3" />
      ) : results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600">
          {name ? `No active product matches “${name}”.` : 'No active products in your catalogue yet.'}
        </p>
      ) : (
        <ul
          aria-label="Catalogue products"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {results.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{product.name}</p>
                <p className="text-xs text-slate-600 tabular-nums">
                  {formatMoney(product.price, product.currency)} · SKU {product.sku} · {product.units} in
                  stock
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add ${product.name}`}
                onClick={() => onAdd(product)}
              >
                <PackagePlus aria-hidden="true" className="size-4" />
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
