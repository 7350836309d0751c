import { type Order, type OrderCartItem, orderAmount } from '@oja/contracts';
import { Package } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { itemCount, pluralize, totalLabel } from './order-rules';

function ItemImage({ item }: { item: OrderCartItem }) {
  if (item.productId.image) {
    return (
      <img
        src={item.productId.image}
        alt={item.productId.name}
        loading="lazy"
        className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 ring-1 ring-slate-200">
      <Package aria-hidden="true" className="size-6" />
    </span>
  );
}

/**
 * The cart: each product with its image, quantity and line total; then the amounts of docs/product/orders.md#product-orders. The total
 * says 'Total paid' only once the buyer has paid ('Awaiting payment' before).
 */
export function OrderItems({ order, items }: { order: Order; items: readonly OrderCartItem[] }) {
  const money = (value: number) => formatMoney(value, order.currency);
  return (
    <Card>
      <CardHeader title="Items" as="h3" description={pluralize(itemCount(items), 'item')} />
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.productId._id} className="flex items-center gap-4 px-5 py-3">
            <ItemImage item={item} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.productId.name}</p>
              <p className="text-sm text-slate-600 tabular-nums">
                {item.quantity} × {money(item.productId.price)}
              </p>
            </div>
            <p className="text-sm font-medium text-slate-900 tabular-nums">
              {money(item.productId.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Order amount</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="order-amount">
            {money(orderAmount(items))}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Delivery</dt>
          <dd className="text-slate-900 tabular-nums">{money(order.delivery_price)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{totalLabel(order.paymentStatus)}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="order-total">
            {money(order.totalPrice)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
