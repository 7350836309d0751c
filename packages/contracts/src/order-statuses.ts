import { z } from 'zod';
import type { OrderType } from './orders.ts';

/** The statuses of orders (docs/product/orders.md#product-order-status), the moves a merchant may make, the filter tabs and the labels. */

/**
 * How a product order moves with its shipment (docs/product/orders.md#product-order-status): processing → shipped (shown as 'In transit') →
 * awaiting_pickup (shown as 'awaiting pickup') → delivered.
 */
export const PRODUCT_ORDER_PROGRESS = ['processing', 'shipped', 'awaiting_pickup', 'delivered'] as const;
/** Product order statuses exactly as the API sends them: the progress, or cancelled (unpaid in time, or by the merchant). */
export const PRODUCT_ORDER_STATUSES = [...PRODUCT_ORDER_PROGRESS, 'cancelled'] as const;
export type ProductOrderStatus = (typeof PRODUCT_ORDER_STATUSES)[number];
/**
 * Service order statuses (docs/product/orders.md#service-orders): NOT_PAID until the buyer pays, then NEW, PENDING (under way) and
 * DELIVERED; CANCELLED when unpaid in time or cancelled by the merchant. PAID is kept for orders marked
 * paid by hand before payments went through the provider.
 */
export const SERVICE_ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'PAID',
  'DELIVERED',
  'NOT_PAID',
  'CANCELLED',
] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

/**
 * The moves a merchant may make on a paid service order: a new one is under way (PENDING, shown in the
 * 'on transit' tab) or delivered, one under way is delivered. Payment is not the merchant's to set: a
 * NOT_PAID order becomes NEW when the provider confirms the buyer's payment. Product orders move only
 * with their shipment.
 */
export const serviceOrderTransitions: Record<ServiceOrderStatus, readonly ServiceOrderStatus[]> = {
  NEW: ['PENDING', 'DELIVERED'],
  PAID: ['PENDING', 'DELIVERED'],
  PENDING: ['DELIVERED'],
  NOT_PAID: [],
  DELIVERED: [],
  CANCELLED: [],
};
export const serviceOrderStatusBody = z.object({
  status: z.enum(SERVICE_ORDER_STATUSES, `Choose one of ${SERVICE_ORDER_STATUSES.join(', ')}`),
});
export type ServiceOrderStatusBody = z.infer<typeof serviceOrderStatusBody>;

/** The filter tabs of the orders views (docs/product/orders.md#product-orders) and the statuses each one lists; `null` lists all. */
export const productOrderTabs: Record<string, readonly ProductOrderStatus[] | null> = {
  all: null,
  'awaiting pickup': ['awaiting_pickup'],
  'in transit': ['shipped'],
  delivered: ['delivered'],
};
export const serviceOrderTabs: Record<string, readonly ServiceOrderStatus[] | null> = {
  all: null,
  'not paid': ['NOT_PAID'],
  paid: ['NEW', 'PAID', 'PENDING', 'DELIVERED'],
  new: ['NEW'],
  'on transit': ['PENDING'],
  delivered: ['DELIVERED'],
};

/**
 * The statuses a `status` query asks for: a tab name ('awaiting pickup', 'in transit', 'on transit', …),
 * or a status itself in any case ('processing', 'awaiting_pickup', 'NOT_PAID'). `null` means every
 * status (empty or 'all'); `undefined` means the filter names nothing of this order type.
 */
export function statusesForFilter(
  type: OrderType,
  filter: string | undefined,
): readonly string[] | null | undefined {
  const key = (filter ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (key === '' || key === 'all') return null;
  const tabs = type === 'PRODUCT' ? productOrderTabs : serviceOrderTabs;
  if (key in tabs) return tabs[key];
  const statuses: readonly string[] = type === 'PRODUCT' ? PRODUCT_ORDER_STATUSES : SERVICE_ORDER_STATUSES;
  const match = statuses.find((s) => s.toLowerCase().replace(/_/g, ' ') === key);
  return match ? [match] : undefined;
}

/** docs/product/orders.md#product-order-status: how a product order status reads on screen. */
export function productOrderStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    processing: 'processing',
    shipped: 'In transit',
    awaiting_pickup: 'awaiting pickup',
    delivered: 'delivered',
    cancelled: 'cancelled',
  };
  return labels[status] ?? status;
}

/** docs/product/orders.md#service-orders: how a service order status reads on screen; PAID and CANCELLED (not in the original dashboard) read 'paid' and 'cancelled'. */
export function serviceOrderStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    NEW: 'new order',
    PENDING: 'pending',
    DELIVERED: 'delivered',
    NOT_PAID: 'not paid',
    PAID: 'paid',
    CANCELLED: 'cancelled',
  };
  return labels[status] ?? 'No status';
}
