import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import type { Cart, CartProduct } from './use-cart';

/** A search of the catalogue that hands the chosen product to the cart (given by the route). */
export type ProductPicker = (onAdd: (product: CartProduct) => void) => ReactNode;

/** The products of an order being made: the catalogue search, then each line with its quantity. */
export function CartLines({ cart, picker, error }: { cart: Cart; picker: ProductPicker; error?: string }) {
  return (
    <Card>
      <CardHeader title="Products" description="Search your catalogue and add what the buyer takes." />
      <CardContent className="flex flex-col gap-4">
        {picker(cart.add)}
        {cart.lines.length === 0 ? (
          <p className="text-sm text-slate-600">No products added yet.</p>
        ) : (
          <ul
            aria-label="Order lines"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {cart.lines.map(({ product, quantity }) => (
              <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{product.name}</p>
                  <p className="text-xs text-slate-600 tabular-nums">
                    {formatMoney(product.price, product.currency)} · {product.units} in stock
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <div className="w-20">
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={product.units}
                      value={quantity}
                      aria-label={`Quantity of ${product.name}`}
                      onChange={(event) => cart.setQuantity(product.id, Number(event.target.value))}
                    />
                  </div>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove ${product.name}`}
                    onClick={() => cart.remove(product.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {error ? <p className="text-xs font-medium text-red-700">{error}</p> : null}
        <p className="text-sm font-semibold text-slate-900 tabular-nums">
          Products total: {formatMoney(cart.total, cart.currency)}
        </p>
      </CardContent>
    </Card>
  );
}
