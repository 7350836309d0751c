import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { orderPaymentStatus, orderSettlement } from './order-payments.ts';
import { singleLineText } from './text.ts';
import { pageQuery } from './pagination.ts';

/**
 * Orders (docs/product/orders.md): buyer checkout, product orders, service orders with their booking.
 * Money crosses the API in major units (naira) with at most 2 decimals; the server keeps minor units.
 */

export * from './order-statuses.ts';

export const ORDER_TYPES = ['PRODUCT', 'SERVICE'] as const;
export const orderType = z.enum(ORDER_TYPES, { error: 'Type must be PRODUCT or SERVICE' });
export type OrderType = z.infer<typeof orderType>;

/** docs/product/orders.md#product-orders: order ids display as '#ORD-' plus the last 5 characters of the id. */
export const displayOrderId = (id: string) => `#ORD-${id.slice(-5)}`;
/** docs/product/orders.md#product-orders: the order amount is the sum of price × quantity over the cart items (2 decimals). */
export const orderAmount = (items: ReadonlyArray<{ productId: { price: number }; quantity: number }>) =>
  Math.round(items.reduce((sum, item) => sum + item.productId.price * 100 * item.quantity, 0)) / 100;

export const orderMessages = {
  placed: 'Order placed successfully',
  fetchedAll: 'Orders fetched successfully',
  fetchedOne: 'Order fetched successfully',
  fetchedProductOrders: 'Product orders fetched successfully',
  fetchedServiceOrders: 'Service orders fetched successfully',
  notFound: 'Order not found',
  statusUpdated: 'Order status updated',
  productStatusByCarrier: 'A product order moves with its shipment: use Call Logistics',
  illegalServiceMove: (from: string, to: string) => `A service order cannot go from ${from} to ${to}`,
  storeNotFound: 'Store not found',
  unknownStatus: 'Unknown status filter',
  cartOrService: 'Send either a cart or a service booking',
  emptyCart: 'Your cart is empty',
  addressRequired: 'Enter the delivery address',
  productUnavailable: 'This product is not available',
  outOfStock: (name: string, left: number) =>
    left === 0 ? `"${name}" is out of stock` : `Only ${left} unit${left === 1 ? '' : 's'} of "${name}" left`,
  mixedCurrencies: 'All products of one order must be priced in one currency',
  serviceUnavailable: 'This service is not available',
  pastDate: 'Choose a date from today on',
  tooFarAhead: 'Bookings open at most a year ahead',
  endBeforeStart: 'The end hour must be after the start hour',
  outsideSchedule: "Choose a time within the service's available hours for that day",
  slotTaken: 'This time is already booked. Choose another time.',
  /** The end of a booking follows from the service's duration; a different end is refused. */
  durationMismatch: (minutes: number, endHour: string) =>
    `This service lasts ${minutes} minutes: a booking starting then ends at ${endHour}`,
  pastMidnight: (minutes: number) =>
    `This service lasts ${minutes} minutes: start early enough to end by midnight`,
  invalidState: 'Select a valid state',
  invalidCity: 'Select a valid city',
  getOrdersFallback: 'Could not get orders. Try again later.',
  getOrderFallback: 'Could not get order. Try again later.',
  getProductOrdersFallback: 'Could not get product orders. Try again later.',
} as const;

/** How a parcel travels; express costs twice the standard base rate (see DELIVERY_PRICE_RULE). */
export const DELIVERY_TYPES = ['standard', 'express'] as const;
export const deliveryType = z.enum(DELIVERY_TYPES, { error: 'Delivery type must be standard or express' });
export type DeliveryType = z.infer<typeof deliveryType>;

export const orderBuyer = z.object({ firstName: z.string(), lastName: z.string() });

/** docs/product/orders.md#product-orders cart item: the product as it was ordered (name, price, image snapshot) and the quantity. */
export const orderCartItem = z.object({
  productId: z.object({ _id: z.string(), name: z.string(), price: z.number(), image: z.string().nullable() }),
  quantity: z.number().int(),
});
export type OrderCartItem = z.infer<typeof orderCartItem>;

/** docs/product/orders.md#service-orders booking of a service order. Hours are HH:MM; the date is YYYY-MM-DD. */
export const orderBooking = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  bookedDate: z.string(),
  orderId: z.string(),
  description: z.string(),
  startHour: z.string(),
  endHour: z.string(),
  location: z.string().nullable(),
  meetingLink: z.string().nullable(),
});
export type OrderBooking = z.infer<typeof orderBooking>;

/** How an order came (decision 039): the buyer's checkout, a merchant's payment link, an offline sale. */
export const SALE_CHANNELS = ['online', 'payment_link', 'offline'] as const;
export const saleChannel = z.enum(SALE_CHANNELS);
export type SaleChannel = z.infer<typeof saleChannel>;

/** docs/product/orders.md#product-orders / Order / Service order: one shape for both types. */
export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  type: orderType,
  status: z.string(),
  userId: orderBuyer,
  delivery_name: z.string(),
  delivery_address: z.string(),
  delivery_note: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryType: deliveryType,
  delivery_price: z.number(),
  cartTotal: z.number(),
  totalPrice: z.number(),
  currency: z.string(),
  paymentStatus: orderPaymentStatus,
  /** How the order came: the buyer's checkout, a merchant's payment link, or an offline sale. */
  channel: saleChannel,
  /** The part of the total paid first (major units), or null when the order is paid in one payment. */
  depositAmount: z.number().nullable(),
  /** What the buyer has still to pay (major units): the total or the rest after a deposit; 0 once paid. */
  balanceDue: z.number(),
  paidAt: timestamp.nullable(),
  /** Until when an unpaid order is held for the buyer; null once paid, expired or refunded. */
  paymentDueAt: timestamp.nullable(),
  /** Where the paid money is; null while unpaid (or for an order paid outside Oja). */
  settlement: orderSettlement.nullable(),
  orderedAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
  products: z.array(orderCartItem),
  booking: orderBooking.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Product and service orders of the seller views: the 'result' list (docs/product/orders.md#product-orders) and the page figures. */
export const orderResultPage = z.object({
  result: z.array(orderSchema),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type OrderResultPage = z.infer<typeof orderResultPage>;

export const orderTimelineEvent = z.object({
  status: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  at: timestamp,
});
export type OrderTimelineEvent = z.infer<typeof orderTimelineEvent>;

export const shipmentSummary = z.object({
  id: z.string(),
  provider: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  deliveryType: deliveryType,
  /** What the carrier charges the merchant, major units. */
  rate: z.number(),
  currency: z.string(),
  createdAt: timestamp,
});
export type ShipmentSummary = z.infer<typeof shipmentSummary>;

/** GET /v1/order/{id}: the order, its products (docs/product/orders.md#product-orders 'Plus a products list'), booking, shipment and timeline. */
export const orderDetail = z.object({
  order: orderSchema,
  products: z.array(orderCartItem),
  booking: orderBooking.nullable(),
  shipment: shipmentSummary.nullable(),
  timeline: z.array(orderTimelineEvent),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const statusFilter = singleLineText().trim().max(40).optional();
const typeParam = () => singleLineText().trim().toUpperCase().pipe(orderType);

/** GET /v1/order/seller: one type (PRODUCT unless asked), a status or tab filter, paged. */
export const sellerOrdersQuery = pageQuery.extend({
  type: typeParam().default('PRODUCT'),
  status: statusFilter,
});
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuery>;

/** GET /v1/order: every order of the merchant, optionally of one type and status. */
export const ordersQuery = pageQuery.extend({
  type: typeParam().optional(),
  status: statusFilter,
});
export type OrdersQuery = z.infer<typeof ordersQuery>;
