import { type CheckoutBody, type CheckoutResult, orderMessages } from '@oja/contracts';
import { channelColumns, type PlacedOrderBody } from './placed-order.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { initialPayment, openOrderPayment } from '../order-payments/index.ts';
import { insertOrder, insertOrderBooking, lockMerchantOrders, toOrder } from '../orders/index.ts';
import { emitEvent } from '../webhooks/index.ts';
import { type CheckoutContext, recordPlacedOrder, sendReceipt } from './checkout-context.ts';
import { checkoutRepository } from './checkout-repository.ts';
import { newOrderReference } from './order-reference.ts';
import { resolveDeliveryAddress } from './delivery-address.ts';
import { bookedSlot, isoDate, locationOf, minutesOf } from './slot-rules.ts';
import { checkSlot } from './slot-availability.ts';
import { isUuid } from '../../lib/db/query-input.ts';

type Merchant = NonNullable<Awaited<ReturnType<typeof checkoutRepository.findMerchant>>>;

const BOOKING_HORIZON_DAYS = 366;

const unprocessable = (field: string, message: string) =>
  new AppError('UNPROCESSABLE', message, [{ path: `body.service.${field}`, message }]);

function checkDates(booking: NonNullable<CheckoutBody['service']>, now: Date) {
  if (booking.endHour !== undefined && minutesOf(booking.endHour) <= minutesOf(booking.startHour)) {
    throw badRequest(orderMessages.endBeforeStart, [
      { path: 'body.service.endHour', message: orderMessages.endBeforeStart },
    ]);
  }
  if (booking.bookedDate < isoDate(now)) throw unprocessable('bookedDate', orderMessages.pastDate);
  if (booking.bookedDate > isoDate(now, BOOKING_HORIZON_DAYS))
    throw unprocessable('bookedDate', orderMessages.tooFarAhead);
}

/**
 * A service order with its booking: NOT_PAID (holding its slot for CHECKOUT_RESERVATION_MINUTES) until the
 * buyer pays, then NEW. The service row is locked while the slot is checked against its weekly schedule
 * and its other live bookings, so two buyers can never book overlapping times.
 */
export async function placeServiceOrder(
  ctx: CheckoutContext,
  merchant: Merchant,
  body: PlacedOrderBody,
  now = new Date(),
): Promise<CheckoutResult> {
  const booking = body.service!;
  checkDates(booking, now);
  const address = body.deliveryAddress ? resolveDeliveryAddress(body.deliveryAddress) : undefined;
  const { row, bookingRow } = await ctx.db.transaction(async (tx) => {
    await lockMerchantOrders(tx, merchant.id);
    const service = isUuid(booking.serviceId)
      ? await checkoutRepository.lockService(tx, merchant.id, booking.serviceId)
      : undefined;
    if (!service || service.status !== 'ACTIVE')
      throw unprocessable('serviceId', orderMessages.serviceUnavailable);
    const booked = bookedSlot(booking.startHour, service);
    if (!booked) throw unprocessable('startHour', orderMessages.pastMidnight(service.durationMinutes));
    if (booking.endHour !== undefined && booking.endHour !== booked.endHour)
      throw unprocessable('endHour', orderMessages.durationMismatch(service.durationMinutes, booked.endHour));
    const check = await checkSlot(tx, merchant.id, service, booking);
    if (!check.ok && check.reason === 'taken') throw conflict(orderMessages.slotTaken);
    if (!check.ok) throw unprocessable('startHour', orderMessages.outsideSchedule);
    const slot = check.scheduleSlot;
    const row = await insertOrder(tx, {
      merchantId: merchant.id,
      orderReference: newOrderReference(),
      type: 'SERVICE',
      ...channelColumns(body, service.priceMinor),
      status: service.priceMinor > 0 ? 'NOT_PAID' : 'NEW',
      deliveryName: body.name,
      email: body.email,
      phone: body.phone,
      ...address?.columns,
      deliveryNote: body.deliveryNote || null,
      deliveryType: body.deliveryType,
      currency: service.currency,
      cartTotal: service.priceMinor,
      deliveryPrice: 0,
      totalPrice: service.priceMinor,
      ...initialPayment(service.priceMinor, now, ctx.reservationMinutes),
    });
    const bookingRow = await insertOrderBooking(tx, {
      merchantId: merchant.id,
      orderId: row.id,
      serviceId: service.id,
      name: service.name,
      bookedDate: booking.bookedDate,
      startHour: booked.startHour,
      endHour: booked.endHour,
      description: booking.description ?? '',
      location: locationOf(slot),
    });
    await recordPlacedOrder(tx, row);
    await emitEvent(tx, merchant.id, 'booking.created', {
      id: bookingRow.id,
      orderId: row.id,
      service_id: service.id,
      name: bookingRow.name,
      date: bookingRow.bookedDate,
      start: bookingRow.startHour,
      end: bookingRow.endHour,
      location: bookingRow.location,
      buyer: { name: row.deliveryName, email: row.email, phone: row.phone },
    });
    return { row, bookingRow };
  });
  const payment = await openOrderPayment(ctx, row);
  const line = `${bookingRow.name} on ${bookingRow.bookedDate}, ${bookingRow.startHour}–${bookingRow.endHour} (${bookingRow.location})`;
  await sendReceipt(ctx, row, merchant.businessName ?? 'The provider', [line], payment);
  return { ...toOrder(row, [], bookingRow), payment };
}
