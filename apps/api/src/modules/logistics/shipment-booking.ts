import { type DispatchBody, logisticsMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { StoredCarrierAddress } from '../../db/schema/index.ts';
import {
  type CarrierAddress,
  type CarrierRate,
  type CarrierShipment,
  type LogisticsProvider,
  LogisticsProviderError,
} from '../../providers/logistics/logistics-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { orderItemsOf, type OrderRow } from '../orders/index.ts';
import { pickupAddressRepository } from './pickup-address-repository.ts';
import { type BookingRow, shipmentRepository, type ShipmentRow } from './shipment-repository.ts';
import { stepsPast } from './shipment-updates.ts';

const cheapest = (rates: CarrierRate[], deliveryType: string) =>
  rates.filter((r) => r.deliveryType === deliveryType).sort((a, b) => a.amount - b.amount)[0];

/** The fields of an address the app keeps (the carrier's own extras dropped). */
const stored = (address: CarrierAddress): StoredCarrierAddress => {
  const { name, email, phone, line1, city, state, countryCode } = address;
  return { name, email, phone, line1, city, state, countryCode };
};

/**
 * Books a locked processing order's parcel as far as a draft shipment (addresses, parcel, the cheapest
 * rate of the delivery type), and records the booking in the caller's transaction. Nothing is picked up
 * yet: once this commits, a retry finds the booking and never books a second shipment.
 */
export async function reserveShipment(
  tx: Executor,
  provider: LogisticsProvider,
  order: OrderRow,
  body: DispatchBody,
): Promise<{ booking: BookingRow; draft: CarrierShipment }> {
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
  const draft = await provider.createShipment({
    pickup,
    delivery,
    parcel,
    metadata: { merchant_id: order.merchantId, order_id: order.id },
  });
  const booking = await shipmentRepository.insertBooking(tx, {
    merchantId: order.merchantId,
    orderId: order.id,
    provider: provider.name,
    providerReference: draft.shipmentId,
    rate,
    pickupAddress: stored(pickup),
    deliveryAddress: stored(delivery),
    parcel: { packaging: parcel.packaging.name, weight: parcel.weight, items: parcel.items },
  });
  return { booking, draft };
}

/**
 * Arranges the booked shipment's pickup — unless the carrier already has (a retry after the answer was
 * lost): what the carrier holds is read first, so one order is never picked up twice.
 */
export async function arrangeBooked(
  provider: LogisticsProvider,
  booking: BookingRow,
  draft: CarrierShipment | undefined,
): Promise<CarrierShipment> {
  const known = draft ?? (await provider.trackShipment(booking.providerReference));
  if (known.status === 'cancelled') throw new LogisticsProviderError('The carrier cancelled this shipment');
  if (known.status !== 'draft') return known;
  return provider.arrangePickup(booking.providerReference, booking.rate.rateId);
}

/** Records the arranged shipment and its first event (the pickup) from the booking and the carrier's answer. */
export async function recordShipment(
  tx: Executor,
  booking: BookingRow,
  carrier: CarrierShipment,
): Promise<ShipmentRow> {
  const shipment = await shipmentRepository.insertShipment(tx, {
    merchantId: booking.merchantId,
    orderId: booking.orderId,
    provider: booking.provider,
    providerReference: carrier.shipmentId,
    carrier: carrier.carrier || booking.rate.carrier,
    trackingNumber: carrier.trackingNumber || carrier.shipmentId,
    deliveryType: booking.rate.deliveryType,
    status: 'in_transit',
    rateAmount: booking.rate.amount,
    currency: booking.rate.currency,
    pickupAddress: booking.pickupAddress,
    deliveryAddress: booking.deliveryAddress,
    parcel: booking.parcel,
  });
  const [pickup] = stepsPast(null, carrier.events);
  if (pickup?.status === 'in_transit') await shipmentRepository.insertEvent(tx, shipment, pickup);
  return shipment;
}
