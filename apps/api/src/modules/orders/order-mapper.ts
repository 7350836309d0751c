import {
  fromMinor,
  type Order,
  type OrderBooking,
  type OrderCartItem,
  type OrderTimelineEvent,
  type ShipmentSummary,
} from '@oja/contracts';
import type { BookingRow, OrderItemRow, OrderRow, ShipmentRow } from './order-repository.ts';

/** The buyer's name as SPEC §3's userId {firstName, lastName}: the first word, then the rest. */
export function buyerName(fullName: string) {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const toCartItem = (item: OrderItemRow): OrderCartItem => ({
  productId: { _id: item.productId, name: item.name, price: fromMinor(item.price), image: item.image },
  quantity: item.quantity,
});

export const toBooking = (row: BookingRow): OrderBooking => ({
  id: row.id,
  serviceId: row.serviceId,
  name: row.name,
  bookedDate: row.bookedDate,
  orderId: row.orderId,
  description: row.description,
  startHour: row.startHour,
  endHour: row.endHour,
  location: row.location,
  meetingLink: row.meetingLink,
});

/** A stored order as the API shows it (SPEC §3): money in major units, items and booking attached. */
export function toOrder(row: OrderRow, items: OrderItemRow[], booking: BookingRow | undefined): Order {
  return {
    _id: row.id,
    id: row.id,
    orderId: row.id,
    orderReference: row.orderReference,
    type: row.type,
    status: row.status,
    userId: buyerName(row.deliveryName),
    delivery_name: row.deliveryName,
    delivery_address: row.deliveryAddress ?? '',
    delivery_note: row.deliveryNote ?? '',
    email: row.email,
    phone: row.phone,
    deliveryType: row.deliveryType,
    delivery_price: fromMinor(row.deliveryPrice),
    cartTotal: fromMinor(row.cartTotal),
    totalPrice: fromMinor(row.totalPrice),
    currency: row.currency,
    orderedAt: row.orderedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    products: items.map(toCartItem),
    booking: booking ? toBooking(booking) : null,
  };
}

export const toShipmentSummary = (
  row: Pick<
    ShipmentRow,
    | 'id'
    | 'provider'
    | 'carrier'
    | 'trackingNumber'
    | 'status'
    | 'deliveryType'
    | 'rateAmount'
    | 'currency'
    | 'createdAt'
  >,
): ShipmentSummary => ({
  id: row.id,
  provider: row.provider,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  status: row.status,
  deliveryType: row.deliveryType,
  rate: fromMinor(row.rateAmount),
  currency: row.currency,
  createdAt: row.createdAt.toISOString(),
});

/** A carrier status in the order's own words (in_transit is the order's 'shipped'). */
export const orderStatusOfShipment = (status: string) => (status === 'in_transit' ? 'shipped' : status);

/** The order's timeline: when it was placed, then every event of its shipment. */
export function toTimeline(
  row: OrderRow,
  events: { status: string; description: string; location: string | null; occurredAt: Date }[],
): OrderTimelineEvent[] {
  const placed: OrderTimelineEvent = {
    status: row.type === 'PRODUCT' ? 'processing' : 'NEW',
    description: row.type === 'PRODUCT' ? 'Order placed' : 'Booking placed',
    location: null,
    at: row.orderedAt.toISOString(),
  };
  return [
    placed,
    ...events.map((e) => ({
      status: orderStatusOfShipment(e.status),
      description: e.description,
      location: e.location,
      at: e.occurredAt.toISOString(),
    })),
  ];
}
