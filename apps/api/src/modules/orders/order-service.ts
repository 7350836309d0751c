import {
  type Order,
  type OrderDetail,
  orderMessages,
  type OrderResultPage,
  type OrdersQuery,
  type OrderType,
  type Paginated,
  type SellerOrdersQuery,
  statusesForFilter,
  toPaginated,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { isUuid } from '../products/query-helpers.ts';
import { toOrder, toShipmentSummary, toTimeline } from './order-mapper.ts';
import { type OrderRow, orderRepository } from './order-repository.ts';

export const orderNotFound = () => new AppError('NOT_FOUND', orderMessages.notFound);

/** Attaches each order's items and booking with two queries for the whole page. */
export async function withDetails(db: Executor, merchantId: string, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, bookings] = await Promise.all([
    orderRepository.itemsOf(db, merchantId, ids),
    orderRepository.bookingsOf(db, merchantId, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      bookings.find((b) => b.orderId === row.id),
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

/** GET /v1/order/seller: one type's orders as SPEC §3's 'result' list with the page figures. */
export async function listSellerOrders(
  db: Executor,
  merchantId: string,
  query: SellerOrdersQuery,
): Promise<OrderResultPage> {
  const statuses = statusesOf(query.type, query.status);
  const { rows, total } = await orderRepository.page(
    db,
    merchantId,
    { type: query.type, statuses },
    query.page,
    query.limit,
  );
  const { results, ...figures } = toPaginated(await withDetails(db, merchantId, rows), total, query);
  return { result: results, ...figures };
}

/** GET /v1/order: every order of the merchant (both types unless one is asked for), paginated. */
export async function listOrders(
  db: Executor,
  merchantId: string,
  query: OrdersQuery,
): Promise<Paginated<Order>> {
  const statuses = statusesOf(query.type, query.status);
  const { rows, total } = await orderRepository.page(
    db,
    merchantId,
    { type: query.type, statuses },
    query.page,
    query.limit,
  );
  return toPaginated(await withDetails(db, merchantId, rows), total, query);
}

export async function getOrderDetail(db: Executor, merchantId: string, id: string): Promise<OrderDetail> {
  const row = isUuid(id) ? await orderRepository.findById(db, merchantId, id) : undefined;
  if (!row) throw orderNotFound();
  const [[order], shipment, events] = await Promise.all([
    withDetails(db, merchantId, [row]),
    orderRepository.shipmentOf(db, merchantId, id),
    orderRepository.eventsOf(db, merchantId, id),
  ]);
  return {
    order: order!,
    products: order!.products,
    booking: order!.booking,
    shipment: shipment ? toShipmentSummary(shipment) : null,
    timeline: toTimeline(row, events),
  };
}
