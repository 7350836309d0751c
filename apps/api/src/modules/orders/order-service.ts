import {
  type Order,
  type OrderDetail,
  orderMessages,
  orderPaymentMessages,
  type OrderResultPage,
  type OrdersQuery,
  type OrderType,
  type Paginated,
  type SellerOrdersQuery,
  type ServiceOrderStatus,
  serviceOrderTransitions,
  statusesForFilter,
  toPaginated,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { MeetingProvider } from '../../providers/meetings/meeting-provider.ts';
import { bookingInterval, meetingLinkOf } from '../bookings/index.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { holdAfterServiceDelivery } from '../order-payments/index.ts';
import { publishOrderUpdated } from './order-events.ts';
import { lockMerchantOrders } from './order-records.ts';
import { toOrder, toShipmentSummary, toTimeline } from './order-mapper.ts';
import { orderPageQuery, runOrderPage } from './order-page-query.ts';
import { toOrderPage } from './order-page-rows.ts';
import { type OrderRow, orderRepository } from './order-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { findEscrowsByOrders } from '../wallet/index.ts';

export const orderNotFound = () => new AppError('NOT_FOUND', orderMessages.notFound);

/** Attaches each order's items, booking and escrow hold with three queries for the whole page. */
export async function withDetails(db: Executor, merchantId: string, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, bookings, holds] = await Promise.all([
    orderRepository.itemsOf(db, merchantId, ids),
    orderRepository.bookingsOf(db, merchantId, ids),
    findEscrowsByOrders(db, merchantId, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      bookings.find((b) => b.orderId === row.id),
      holds.find((h) => h.orderId === row.id),
    ),
  );
}

function statusesOf(type: OrderType | undefined, filter: string | undefined): readonly string[] | null {
  const types: OrderType[] = type ? [type] : ['PRODUCT', 'SERVICE'];
  const found = types.map((t) => statusesForFilter(t, filter));
  if (found.some((s) => s === null)) return null;
  const statuses = found.flatMap((s) => s ?? []);
  if (statuses.length === 0)
    throw badRequest(orderMessages.unknownStatus, [
      { path: 'querystring.status', message: orderMessages.unknownStatus },
    ]);
  return statuses;
}

/** A page of orders with their details, for either list, in one statement (order-page-query.ts). */
async function orderPage(db: Executor, merchantId: string, query: SellerOrdersQuery | OrdersQuery) {
  const filters = { type: query.type, statuses: statusesOf(query.type, query.status) };
  const offset = (query.page - 1) * query.limit;
  const rows = await runOrderPage(db, orderPageQuery(merchantId, filters, offset, query.limit));
  const { orders, total } = toOrderPage(rows);
  return toPaginated(orders, total, query);
}

/** GET /v1/order/seller: one type's orders as docs/product/orders.md#product-orders's 'result' list with the page figures. */
export async function listSellerOrders(
  db: Executor,
  merchantId: string,
  query: SellerOrdersQuery,
): Promise<OrderResultPage> {
  const { results, ...figures } = await orderPage(db, merchantId, query);
  return { result: results, ...figures };
}

/** GET /v1/order: every order of the merchant (both types unless one is asked for), paginated. */
export async function listOrders(
  db: Executor,
  merchantId: string,
  query: OrdersQuery,
): Promise<Paginated<Order>> {
  return orderPage(db, merchantId, query);
}

/**
 * GET /v1/order/{id}. With a meeting provider, an online booking gets its room now if it has none, so
 * the order's Booking block shows the same link as the calendar.
 */
export async function getOrderDetail(
  db: Executor,
  merchantId: string,
  id: string,
  meetings?: MeetingProvider,
): Promise<OrderDetail> {
  const row = isUuid(id) ? await orderRepository.findById(db, merchantId, id) : undefined;
  if (!row) throw orderNotFound();
  const [[order], shipment, events, moves] = await Promise.all([
    withDetails(db, merchantId, [row]),
    orderRepository.shipmentOf(db, merchantId, id),
    orderRepository.eventsOf(db, merchantId, id),
    orderRepository.statusEventsOf(db, merchantId, id),
  ]);
  if (meetings && order!.booking && !order!.booking.meetingLink)
    order!.booking.meetingLink = await meetingLinkOf({ db, meetings }, merchantId, order!.booking.id);
  return {
    order: order!,
    products: order!.products,
    booking: order!.booking,
    shipment: shipment ? toShipmentSummary(shipment) : null,
    timeline: toTimeline(row, events, moves),
  };
}

/**
 * PATCH /v1/order/{id}/status: moves a paid service order along serviceOrderTransitions under a row lock,
 * so two concurrent moves cannot both apply; product orders only move with their shipment. Delivered, its
 * money is released to the wallet after `releaseHoldHours` (in the same transaction when that is 0).
 */
export async function moveServiceOrder(
  db: Executor,
  merchantId: string,
  id: string,
  to: ServiceOrderStatus,
  releaseHoldHours: number,
  meetings?: MeetingProvider,
): Promise<OrderDetail> {
  if (!isUuid(id)) throw orderNotFound();
  await db.transaction(async (tx) => {
    await lockMerchantOrders(tx, merchantId);
    const row = await orderRepository.findById(tx, merchantId, id, true);
    if (!row) throw orderNotFound();
    if (row.type !== 'SERVICE') throw conflict(orderMessages.productStatusByCarrier);
    const from = row.status as ServiceOrderStatus;
    if (row.paymentStatus === 'awaiting_payment') throw conflict(orderPaymentMessages.notPaid);
    if (!serviceOrderTransitions[from]?.includes(to))
      throw conflict(orderMessages.illegalServiceMove(from, to));
    // Marked delivered before the booked slot is over, the money's hold runs from the slot's end: the
    // merchant is not paid for a service that has not happened yet.
    const [booking] = to === 'DELIVERED' ? await orderRepository.bookingsOf(tx, merchantId, [id]) : [];
    const slot = booking ? bookingInterval(booking) : null;
    const moved = (await orderRepository.moveStatus(tx, merchantId, id, to, [from]))!;
    if (to === 'DELIVERED') {
      const holdFrom = slot && slot.end.getTime() > Date.now() ? slot.end : new Date();
      await holdAfterServiceDelivery(tx, moved, releaseHoldHours, holdFrom);
    }
    await publishOrderUpdated(tx, moved);
  });
  return getOrderDetail(db, merchantId, id, meetings);
}
