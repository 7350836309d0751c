import type { Product } from '@oja/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatAmount, formatMoney } from '@/lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const measure = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '—' : `${formatAmount(value).replace(/\.00$/, '')} ${unit}`;

/** Stock, SKU, category, brand, tags, weight and dimensions. */
export function ProductFacts({ product }: { product: Product }) {
  const { dimension } = product;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-slate-100 pt-4 sm:grid-cols-3">
      <Fact label="Units in stock">
        <span className="tabular-nums">{product.units}</span>
      </Fact>
      <Fact label="SKU">
        <span className="font-mono text-xs">{product.sku}</span>
      </Fact>
      <Fact label="Category">{[product.category, product.subCategory].filter(Boolean).join(' › ')}</Fact>
      <Fact label="Brand">{product.brand ?? '—'}</Fact>
      <Fact label="Weight">{measure(product.weight, 'kg')}</Fact>
      <Fact label="Dimensions">
        {dimension ? (
          <span title="Height × width × length">{`${measure(dimension.height, '')}× ${measure(dimension.width, '')}× ${measure(dimension.length, 'cm')}`}</span>
        ) : (
          '—'
        )}
      </Fact>
      {product.tags.length > 0 ? (
        <div className="col-span-full">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Tags</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {product.tags.map((tag) => (
              <Badge key={tag} tone="brand">
                {tag}
              </Badge>
            ))}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Each variation's options with their own SKU, units and price. */
export function ProductVariations({ product }: { product: Product }) {
  if (product.variation.length === 0) return null;
  return (
    <Card>
      <CardHeader title="Variations" />
      <CardContent className="flex flex-col gap-5">
        {product.variation.map((variation) => (
          <div key={variation.name} className="overflow-x-auto">
            <table className="w-full min-w-[420px] border-collapse text-sm">
              <caption className="mb-2 text-left text-sm font-semibold text-slate-900">
                {variation.name}
              </caption>
              <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Option
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    SKU
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Units
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {variation.options.map((option) => (
                  <tr key={option.sku} className="border-t border-slate-100">
                    <td className="px-3 py-2 font-medium text-slate-900">{option.value}</td>
                    <td className="px-3 py-2 font-mono text-xs text-slate-700">{option.sku}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{option.units ?? '—'}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {option.price === null ? 'Product price' : formatMoney(option.price, product.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
