import {
  type Order,
  orderPaymentStatusLabel,
  productOrderStatusLabel,
  serviceOrderStatusLabel,
  settlementStatusLabel,
} from '@oja/contracts';

/** The filter tabs of the orders views (docs/product/orders.md#product-orders), sent as `status` to GET /v1/order/seller. */
export const PRODUCT_ORDER_FILTERS = ['all', 'awaiting pickup', 'in transit', 'delivered'] as const;
export const SERVICE_ORDER_FILTERS = ['all', 'not paid', 'paid', 'new', 'on transit', 'delivered'] as const;
export type ProductOrderFilter = (typeof PRODUCT_ORDER_FILTERS)[number];
export type ServiceOrderFilter = (typeof SERVICE_ORDER_FILTERS)[number];

/** Where Call Logistics moves the filter (docs/product/orders.md#product-order-status). */
export const IN_TRANSIT: ProductOrderFilter = 'in transit';

/** docs/product/orders.md#product-orders: after a dispatch that returns an order, the list reloads and the detail closes 3000 ms later. */
export const LOGISTICS_WAIT_MS = 3000;

export type StatusTone = 'orange' | 'amber' | 'green' | 'blue' | 'red' | 'slate';

export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/**
 * docs/product/orders.md#product-order-status: processing orange, awaiting pickup amber, every other status green; shipped reads 'In transit'.
 * A cancelled order (not in the original dashboard) is red.
 */
const productTones: Record<string, StatusTone> = {
  processing: 'orange',
  awaiting_pickup: 'amber',
  cancelled: 'red',
};

export const productOrderStatusLook = (status: string): StatusLook => ({
  label: productOrderStatusLabel(status),
  tone: productTones[status] ?? 'green',
});

const serviceTones: Record<string, StatusTone> = {
  NEW: 'blue',
  PENDING: 'amber',
  PAID: 'green',
  DELIVERED: 'green',
  NOT_PAID: 'red',
  CANCELLED: 'slate',
};

/** docs/product/orders.md#product-order-status: NEW 'new order', PENDING 'pending', DELIVERED, NOT_PAID; anything else 'No status'. */
export const serviceOrderStatusLook = (status: string): StatusLook => ({
  label: serviceOrderStatusLabel(status),
  tone: serviceTones[status] ?? 'slate',
});

const paymentTones: Record<string, StatusTone> = {
  awaiting_payment: 'orange',
  paid: 'green',
  partially_refunded: 'amber',
  refunded: 'slate',
  expired: 'red',
};

/** The buyer's payment: awaiting payment, paid, partially refunded, refunded, payment expired. */
export const paymentStatusLook = (status: string): StatusLook => ({
  label: orderPaymentStatusLabel(status),
  tone: paymentTones[status] ?? 'slate',
});

const settlementTones: Record<string, StatusTone> = {
  in_escrow: 'amber',
  released: 'green',
  refunded: 'slate',
};

/** Where a paid order's money is: in escrow, released (to the wallet), refunded (to the buyer). */
export const settlementLook = (status: string): StatusLook => ({
  label: settlementStatusLabel(status),
  tone: settlementTones[status] ?? 'slate',
});

/** How the order's total reads: only a paid order says 'Total paid'. */
export const totalLabel = (paymentStatus: string) =>
  ({
    paid: 'Total paid',
    awaiting_payment: 'Awaiting payment',
    refunded: 'Total refunded',
    expired: 'Total (payment expired)',
  })[paymentStatus] ?? 'Total';

/** Only a paid, processing product order can be handed to the carrier (docs/product/orders.md#product-order-status). */
export const canCallLogistics = (order: Pick<Order, 'status' | 'paymentStatus'>) =>
  order.status === 'processing' && order.paymentStatus === 'paid';

/** A paid order the merchant can still call off: not yet with the carrier, or a service not yet delivered. */
export const canCancel = (order: Pick<Order, 'type' | 'status' | 'paymentStatus'>) =>
  (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') &&
  (order.type === 'PRODUCT'
    ? order.status === 'processing'
    : ['NEW', 'PAID', 'PENDING'].includes(order.status));

/** How many units the cart holds. */
export const itemCount = (items: ReadonlyArray<{ quantity: number }>) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

export const pluralize = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
