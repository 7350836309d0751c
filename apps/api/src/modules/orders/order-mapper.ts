import {
  fromMinor,
  type Order,
  type OrderBooking,
  type OrderCartItem,
  type OrderSettlement,
  type OrderTimelineEvent,
  productOrderStatusLabel,
  serviceOrderStatusLabel,
  type ShipmentSummary,
} from '@oja/contracts';
import type { EscrowRow } from '../wallet/index.ts';
import type { BookingRow, OrderItemRow, OrderRow, ShipmentRow } from './order-repository.ts';
import { balanceDueMinor } from './order-balance.ts';

/** The buyer's name as docs/product/orders.md#product-orders's userId {firstName, lastName}: the first word, then the rest. */
export function buyerName(fullName: string) {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export type CartLine = Pick<OrderItemRow, 'productId' | 'name' | 'price' | 'image' | 'quantity'>;

export const toCartItem = (item: CartLine): OrderCartItem => ({
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

const SETTLEMENT_OF_HOLD = { held: 'in_escrow', released: 'released', refunded: 'refunded' } as const;

/** Where a paid order's money is, from its escrow hold; null while nothing was paid into it. */
export type OrderHold = Pick<
  EscrowRow,
  'fundedTransactionId' | 'status' | 'amount' | 'currency' | 'releaseAt' | 'updatedAt'
>;

export function toSettlement(hold: OrderHold | undefined): OrderSettlement | null {
  if (!hold?.fundedTransactionId || !(hold.status in SETTLEMENT_OF_HOLD)) return null;
  const status = SETTLEMENT_OF_HOLD[hold.status as keyof typeof SETTLEMENT_OF_HOLD];
  return {
    status,
    amount: fromMinor(hold.amount),
    currency: hold.currency,
    releaseAt: status === 'in_escrow' && hold.releaseAt ? hold.releaseAt.toISOString() : null,
    settledAt: status === 'in_escrow' ? null : hold.updatedAt.toISOString(),
  };
}

/** A stored order as the API shows it (docs/product/orders.md#product-orders): money in major units, items, booking and payment attached. */
export function toOrder(
  row: OrderRow,
  items: CartLine[],
  booking: BookingRow | undefined,
  hold?: OrderHold,
): Order {
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
    paymentStatus: row.paymentStatus,
    channel: row.channel,
    depositAmount: row.depositAmount === null ? null : fromMinor(row.depositAmount),
    balanceDue: fromMinor(balanceDueMinor(row)),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    settlement: toSettlement(hold),
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

type ShipmentEvent = { status: string; description: string; location: string | null; occurredAt: Date };
type StatusEvent = { fromStatus: string; toStatus: string; occurredAt: Date };

const statusLabel = (type: OrderRow['type'], status: string) =>
  type === 'PRODUCT' ? productOrderStatusLabel(status) : serviceOrderStatusLabel(status);

/**
 * The order's timeline, oldest first: when it was placed and paid, every change of its status (recorded by the
 * database for every code path) and every event of its shipment. A status change the shipment already
 * tells of (the carrier's 'in transit' is the order's 'shipped') is shown once, in the carrier's words.
 */
export function toTimeline(
  row: OrderRow,
  events: ShipmentEvent[],
  moves: StatusEvent[] = [],
): OrderTimelineEvent[] {
  const placed: OrderTimelineEvent = {
    // A booking waits for its payment (NOT_PAID) unless there is nothing to pay.
    status: row.type === 'PRODUCT' ? 'processing' : row.totalPrice > 0 ? 'NOT_PAID' : 'NEW',
    description: row.type === 'PRODUCT' ? 'Order placed' : 'Booking placed',
    location: null,
    at: row.orderedAt.toISOString(),
  };
  const paid = row.paidAt
    ? [
        {
          at: row.paidAt,
          event: {
            status: 'paid',
            description: 'Payment received',
            location: null,
            at: row.paidAt.toISOString(),
          },
        },
      ]
    : [];
  const told = new Set(events.map((e) => orderStatusOfShipment(e.status)));
  const entries: { at: Date; event: OrderTimelineEvent }[] = [
    ...paid,
    ...moves
      // The payment entry already tells of a booking leaving NOT_PAID when it was paid.
      .filter(
        (m) => !told.has(m.toStatus) && !(row.paidAt && m.fromStatus === 'NOT_PAID' && m.toStatus === 'NEW'),
      )
      .map((m) => ({
        at: m.occurredAt,
        event: {
          status: m.toStatus,
          description: `Status changed from ${statusLabel(row.type, m.fromStatus)} to ${statusLabel(row.type, m.toStatus)}`,
          location: null,
          at: m.occurredAt.toISOString(),
        },
      })),
    ...events.map((e) => ({
      at: e.occurredAt,
      event: {
        status: orderStatusOfShipment(e.status),
        description: e.description,
        location: e.location,
        at: e.occurredAt.toISOString(),
      },
    })),
  ];
  // A stable sort: at the same instant, status changes stay before the shipment's events.
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  return [placed, ...entries.map((e) => e.event)];
}
