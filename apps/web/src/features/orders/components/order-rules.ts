import { productOrderStatusLabel, serviceOrderStatusLabel } from '@oja/contracts';

/** The filter tabs of the orders views (SPEC §2), sent as `status` to GET /v1/order/seller. */
export const PRODUCT_ORDER_FILTERS = ['all', 'awaiting pickup', 'in transit', 'delivered'] as const;
export const SERVICE_ORDER_FILTERS = ['all', 'not paid', 'paid', 'new', 'on transit', 'delivered'] as const;
export type ProductOrderFilter = (typeof PRODUCT_ORDER_FILTERS)[number];
export type ServiceOrderFilter = (typeof SERVICE_ORDER_FILTERS)[number];

/** Where Call Logistics moves the filter (SPEC §4). */
export const IN_TRANSIT: ProductOrderFilter = 'in transit';

/** SPEC §9: after a dispatch that returns an order, the list reloads and the detail closes 3000 ms later. */
export const LOGISTICS_WAIT_MS = 3000;

export type StatusTone = 'orange' | 'amber' | 'green' | 'blue' | 'red' | 'slate';

export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/** SPEC §4: processing orange, awaiting pickup amber, every other status green; shipped reads 'In transit'. */
export const productOrderStatusLook = (status: string): StatusLook => ({
  label: productOrderStatusLabel(status),
  tone: status === 'processing' ? 'orange' : status === 'awaiting_pickup' ? 'amber' : 'green',
});

const serviceTones: Record<string, StatusTone> = {
  NEW: 'blue',
  PENDING: 'amber',
  PAID: 'green',
  DELIVERED: 'green',
  NOT_PAID: 'red',
};

/** SPEC §4: NEW 'new order', PENDING 'pending', DELIVERED, NOT_PAID; anything else 'No status'. */
export const serviceOrderStatusLook = (status: string): StatusLook => ({
  label: serviceOrderStatusLabel(status),
  tone: serviceTones[status] ?? 'slate',
});

/** Only a processing product order can be handed to the carrier (SPEC §4). */
export const canCallLogistics = (status: string) => status === 'processing';

/** How many units the cart holds. */
export const itemCount = (items: ReadonlyArray<{ quantity: number }>) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

export const pluralize = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
