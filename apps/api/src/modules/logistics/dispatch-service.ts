import {
  type DispatchBody,
  type DispatchResult,
  logisticsMessages,
  orderPaymentMessages,
} from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import {
  type LogisticsProvider,
  LogisticsProviderError,
  LogisticsUnavailableError,
} from '../../providers/logistics/logistics-provider.ts';
import {
  findOrder,
  moveOrderStatus,
  orderNotFound,
  type OrderRow,
  publishOrderUpdated,
  toShipmentSummary,
  withDetails,
} from '../orders/index.ts';
import { arrangeBooked, recordShipment, reserveShipment } from './shipment-booking.ts';
import { shipmentRepository } from './shipment-repository.ts';
import { applyCarrierShipment } from './shipment-updates.ts';

export interface DispatchContext {
  db: Database;
  logistics: LogisticsProvider;
}

type Dispatched = DispatchResult['result'] & { replayed: boolean };

/** The order, locked: a dispatch of it waits for any other in progress. */
async function lockedProductOrder(tx: Executor, callerId: string, orderId: string) {
  const order = await findOrder(tx, callerId, orderId, true);
  if (!order) throw orderNotFound();
  if (order.type !== 'PRODUCT') throw conflict(logisticsMessages.onlyProducts);
  return order;
}

/** The answer of a dispatch already done (the order is shipped with its shipment), or why it cannot be. */
async function alreadyDispatched(tx: Executor, order: OrderRow): Promise<Dispatched | undefined> {
  if (order.status === 'shipped') {
    const shipment = await shipmentRepository.findByOrder(tx, order.merchantId, order.id);
    if (shipment) {
      const [current] = await withDetails(tx, order.merchantId, [order]);
      return { order: current!, shipment: toShipmentSummary(shipment), replayed: true };
    }
  }
  if (order.status !== 'processing') throw conflict(logisticsMessages.onlyProcessing);
  if (order.paymentStatus !== 'paid') throw conflict(orderPaymentMessages.notPaidDispatch);
  return undefined;
}

/**
 * Two transactions, each with the order locked. The first books a draft shipment with the carrier and
 * commits the booking (or finds the one a failed attempt left). The second arranges its pickup — or finds
 * the carrier already did — records the shipment and marks the order shipped. A failure between them
 * leaves the booking, never a second pickup; the order stays processing and can be dispatched again.
 */
async function book(ctx: DispatchContext, callerId: string, orderId: string, body: DispatchBody) {
  const reserved = await ctx.db.transaction(async (tx) => {
    const order = await lockedProductOrder(tx, callerId, orderId);
    const done = await alreadyDispatched(tx, order);
    if (done) return { done };
    const booking = await shipmentRepository.findBooking(tx, callerId, orderId);
    return booking ? { booking } : reserveShipment(tx, ctx.logistics, order, body);
  });
  if ('done' in reserved) return reserved.done!;
  return ctx.db.transaction(async (tx): Promise<Dispatched> => {
    const order = await lockedProductOrder(tx, callerId, orderId);
    const done = await alreadyDispatched(tx, order);
    if (done) return done;
    const booking = (await shipmentRepository.findBooking(tx, callerId, orderId))!;
    const fresh = 'draft' in reserved && reserved.booking.id === booking.id ? reserved.draft : undefined;
    const carrier = await arrangeBooked(ctx.logistics, booking, fresh);
    const shipment = await recordShipment(tx, booking, carrier);
    const deliveryType = booking.rate.deliveryType;
    const shipped = await moveOrderStatus(tx, callerId, orderId, 'shipped', ['processing'], { deliveryType });
    await publishOrderUpdated(tx, shipped!);
    await applyCarrierShipment(tx, shipment, carrier);
    const [updated] = await withDetails(tx, callerId, [shipped!]);
    return { order: updated!, shipment: toShipmentSummary(shipment), replayed: false };
  });
}

/**
 * POST v1/logistic/dispatch-order. Concurrent dispatches of one order run one after the other: the first
 * ships it, the next finds it shipped with its shipment and answers the same result (a retry or a double
 * click never books twice). Only a paid processing order can be dispatched. A carrier refusal answers
 * 422, a carrier that timed out or answered garbage 503; either way the order stays processing.
 */
export async function dispatchOrder(
  ctx: DispatchContext,
  callerId: string,
  query: { merchantId: string; orderId: string },
  body: DispatchBody,
): Promise<Dispatched> {
  if (query.merchantId !== callerId || !isUuid(query.orderId)) throw orderNotFound();
  if (body.orderId !== query.orderId) {
    throw badRequest(logisticsMessages.orderIdMismatch, [
      { path: 'body.orderId', message: logisticsMessages.orderIdMismatch },
    ]);
  }
  try {
    return await book(ctx, callerId, query.orderId, body);
  } catch (error) {
    if (error instanceof LogisticsProviderError) {
      throw new AppError('UNPROCESSABLE', logisticsMessages.dispatchFailed(error.message));
    }
    if (error instanceof LogisticsUnavailableError) {
      throw new AppError('UNAVAILABLE', logisticsMessages.carrierUnavailable(error.message), undefined, {
        'retry-after': '30',
      });
    }
    throw error;
  }
}
