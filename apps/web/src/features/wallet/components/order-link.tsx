import { displayOrderId, type OrderType } from '@oja/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Where the dashboard shows an order: a product order's page, or a service order in the Orders tab. */
export const orderHref = (order: { id: string; type: OrderType }) =>
  order.type === 'PRODUCT'
    ? paths.app.products.order.getHref(order.id)
    : `${paths.app.services.list.getHref()}?tab=orders&order=${encodeURIComponent(order.id)}`;

/** '#ORD-xxxxx' linking to the order, with its reference for screen readers and a tooltip. */
export function OrderLink({ order }: { order: { id: string; type: OrderType; reference: string } }) {
  return (
    <Link
      to={orderHref(order)}
      title={order.reference}
      aria-label={`Order ${displayOrderId(order.id)} (${order.reference})`}
      className="font-medium whitespace-nowrap text-brand-700 tabular-nums underline-offset-4 hover:underline"
    >
      {displayOrderId(order.id)}
    </Link>
  );
}
