import {
  type DispatchBody,
  type DispatchResult,
  logisticsMessages,
  orderPaymentMessages,
} from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import {
  type CarrierRate,
  type LogisticsProvider,
  LogisticsProviderError,
  LogisticsUnavailableError,
} from '../../providers/logistics/logistics-provider.ts';
import {
  findOrder,
  moveOrderStatus,
  orderItemsOf,
  orderNotFound,
  type OrderRow,
  publishOrderUpdated,
  toShipmentSummary,
  withDetails,
} from '../orders/index.ts';
import { pickupAddressRepository } from './pickup-address-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';

export interface DispatchContext {
  db: Database;
  logistics: LogisticsProvider;
}

type Dispatched = DispatchResult['result'] & { replayed: boolean };

const cheapest = (rates: CarrierRate[], deliveryType: string) =>
  rates.filter((r) => r.deliveryType === deliveryType).sort((a, b) => a.amount - b.amount)[0];

/** Books the carrier for a locked processing order and marks it shipped, all in the caller's transaction. */
async function ship(
  tx: Executor,
  provider: LogisticsProvider,
  order: OrderRow,
  body: DispatchBody,
): Promise<Dispatched> {
  const from = await pickupAddressRepository.forDispatch(tx, order.merchantId);
  if (!from) throw new AppError('UNPROCESSABLE', logisticsMessages.noPickupAddress);
  if (!order.deliveryLine1 || !order.deliveryCity || !order.deliveryState) {
    throw new AppError('UNPROCESSABLE', logisticsMessages.noDeliveryAddress);
  }
  const pickup = await provider.createAddress({
    name: `${from.firstName} ${from.lastName}`,
    email: from.email,
    phone: from.phone,
    line1: from.line1,
    city: from.city,
    state: from.state,
    countryCode: from.countryCode,
  });
  const delivery = await provider.createAddress({
    name: body.name,
    email: body.email,
    phone: body.phone,
    line1: order.deliveryLine1,
    city: order.deliveryCity,
    state: order.deliveryState,
    countryCode: order.deliveryCountry ?? 'NG',
  });
  const items = await orderItemsOf(tx, order.merchantId, [order.id]);
  const parcel = await provider.createParcel(
    items.map((i) => ({ name: i.name, quantity: i.quantity, weight: i.weight, dimension: i.dimension })),
  );
  const rate = cheapest(await provider.getRates(pickup, delivery, parcel), body.deliveryType);
  if (!rate)
    throw new LogisticsProviderError(`No carrier offers ${body.deliveryType} delivery for this parcel`);
  const { shipment } = await provider.createShipment(tx, {
    merchantId: order.merchantId,
    orderId: order.id,
    pickup,
    delivery,
    parcel,
    rate,
  });
  const shipped = await moveOrderStatus(tx, order.merchantId, order.id, 'shipped', ['processing'], {
    deliveryType: body.deliveryType,
  });
  await publishOrderUpdated(tx, shipped!);
  const [updated] = await withDetails(tx, order.merchantId, [shipped!]);
  return { order: updated!, shipment: toShipmentSummary(shipment), replayed: false };
}

/**
 * POST v1/logistic/dispatch-order. The order row is locked first, so concurrent dispatches of one order
 * run one after the other: the first ships it, the next finds it shipped with its shipment and answers
 * the same result (a retry or a double click never books twice; the shipment is also unique per order).
 * Only a paid processing order can be dispatched. A provider failure rolls everything back: the order stays
 * processing and can be dispatched again (a refusal answers 422; a timeout or garbage answers 503).
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
    return await ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, callerId, query.orderId, true);
      if (!order) throw orderNotFound();
      if (order.type !== 'PRODUCT') throw conflict(logisticsMessages.onlyProducts);
      if (order.status === 'shipped') {
        const tracked = await ctx.logistics.trackShipment(tx, callerId, order.id);
        if (tracked) {
          const [current] = await withDetails(tx, callerId, [order]);
          return { order: current!, shipment: toShipmentSummary(tracked.shipment), replayed: true };
        }
      }
      if (order.status !== 'processing') throw conflict(logisticsMessages.onlyProcessing);
      if (order.paymentStatus !== 'paid') throw conflict(orderPaymentMessages.notPaidDispatch);
      return ship(tx, ctx.logistics, order, body);
    });
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
