import {
  addBusinessDays,
  type BookingRules,
  bookingChangeMessages as say,
  businessDay,
  businessInstant,
  fromMinor,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { money } from '../../lib/public-page.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import {
  bookingRulesOf,
  type BookingView,
  changeRefusal,
  findBooking,
  moveBooking,
} from '../bookings/index.ts';
import { checkSlot, findBookableService, freeSlots, locationOf, lockService } from '../checkout/index.ts';
import { notify } from '../notifications/index.ts';
import { expireOrder } from '../order-payments/index.ts';
import {
  findOrder,
  lockMerchantOrders,
  moveOrderStatus,
  orderLink,
  orderNotFound,
  type OrderRow,
  publishOrderUpdated,
} from '../orders/index.ts';
import { addOrderTimeline, refundInTransaction } from '../refunds/index.ts';
import { announceChange, type ChangeMail, tellBuyer } from './booking-change-mail.ts';
import type { PublicPageContext } from './page-context.ts';

/** How many business days ahead, from today, the page offers free times to move a booking to. */
export const RESCHEDULE_DAYS = 7;

/** A booking is moved to a time at least the reschedule notice away, so that it stays within the rules. */
const earliestMove = (rules: BookingRules, now: Date) =>
  new Date(now.getTime() + rules.rescheduleNoticeHours * 3_600_000);

/** What the booking page may offer the buyer now: each change, or why not; the free times to move to. */
export async function bookingChoices(db: Executor, merchantId: string, booking: BookingView, now: Date) {
  const rules = await bookingRulesOf(db, merchantId);
  const cancel = changeRefusal(booking, rules, 'cancel', now);
  let reschedule = changeRefusal(booking, rules, 'reschedule', now);
  const service = reschedule ? undefined : await findBookableService(db, merchantId, booking.serviceId);
  if (!service) reschedule ??= say.serviceGone;
  const window = { from: now, days: RESCHEDULE_DAYS, notBefore: earliestMove(rules, now) };
  const free = service
    ? await freeSlots(db, merchantId, service, { ...window, exceptBookingId: booking.id })
    : [];
  // Times that overlap the booking's own are offered; the very time it has now is not.
  const slots = free.filter((s) => s.bookedDate !== booking.bookedDate || s.startHour !== booking.startHour);
  return { rules, reschedule, cancel, slots };
}

/**
 * The booking and its order under the merchant's order lock and the order's row lock (decision 036): what
 * a change reads under them is what it decides on, so a second tap of the same form sees the first one's
 * result (the booking already at that time, or cancelled) and changes nothing more.
 */
async function lockedBooking(tx: Executor, merchantId: string, bookingId: string) {
  await lockMerchantOrders(tx, merchantId);
  const booking = isUuid(bookingId) ? await findBooking(tx, merchantId, bookingId) : undefined;
  const order = booking && (await findOrder(tx, merchantId, booking.orderId, true));
  if (!booking || !order) throw orderNotFound();
  return { booking, order };
}

/** What a cancel gives back: the rest of what was paid after earlier refunds; nothing for an unpaid booking. */
export const refundOnCancel = (order: Pick<OrderRow, 'paymentStatus' | 'totalPrice' | 'refundedAmount'>) =>
  order.paymentStatus === 'awaiting_payment' ? 0 : order.totalPrice - order.refundedAmount;

const when = (b: { bookedDate: string; startHour: string; endHour: string }) =>
  `${b.bookedDate}, ${b.startHour}–${b.endHour}`;

/**
 * POST /b/{token}/reschedule: the buyer moves the booking to one of the free times, in one transaction:
 * the rules, then, with the service row locked as the checkout locks it, the same slot rule the checkout
 * applies (`checkSlot`, the booking itself left out); two buyers racing for the last time: one gets it, the
 * other a conflict. The order's timeline, the merchant's notification and their dashboards follow; the
 * merchant's email after commit.
 */
export async function rescheduleByBuyer(
  ctx: PublicPageContext,
  merchantId: string,
  bookingId: string,
  to: { bookedDate: string; startHour: string },
  now = new Date(),
): Promise<'moved' | 'unchanged'> {
  const mail = await ctx.db.transaction(async (tx): Promise<ChangeMail | undefined> => {
    const { booking, order } = await lockedBooking(tx, merchantId, bookingId);
    const same = booking.bookedDate === to.bookedDate && booking.startHour === to.startHour;
    if (same && booking.orderStatus !== 'CANCELLED') return undefined;
    const rules = await bookingRulesOf(tx, merchantId);
    const refusal = changeRefusal(booking, rules, 'reschedule', now);
    if (refusal) throw conflict(refusal);
    const first = businessDay(now);
    const inWindow = to.bookedDate >= first && to.bookedDate <= addBusinessDays(first, RESCHEDULE_DAYS - 1);
    if (!inWindow || businessInstant(to.bookedDate, to.startHour) < earliestMove(rules, now))
      throw conflict(say.chooseSlot);
    const service = await lockService(tx, merchantId, booking.serviceId);
    if (service?.status !== 'ACTIVE') throw conflict(say.serviceGone);
    const check = await checkSlot(tx, merchantId, service, to, booking.id);
    if (!check.ok) throw conflict(check.reason === 'taken' ? say.slotTaken : say.chooseSlot);
    const moved = { bookedDate: to.bookedDate, ...check.hours, location: locationOf(check.scheduleSlot) };
    await moveBooking(tx, merchantId, booking.id, moved);
    const note = `From ${when(booking)} to ${when(moved)} (WAT)`;
    await addOrderTimeline(tx, merchantId, order.id, { kind: 'booking_rescheduled', note });
    await notify(tx, merchantId, {
      type: 'booking.rescheduled',
      title: 'Booking rescheduled',
      body: `${order.deliveryName} moved ${booking.name} (${order.orderReference}) ${note.toLowerCase()}`,
      link: orderLink(order),
    });
    await publishOrderUpdated(tx, order);
    return { merchantId, subject: `Booking rescheduled: ${order.orderReference}`, text: note, order };
  });
  if (!mail) return 'unchanged';
  await announceChange(ctx, mail);
  await tellBuyer(ctx, merchantId, bookingId, 'moved');
  return 'moved';
}

/**
 * POST /b/{token}/cancel (confirmed): the booking is called off and its slot freed, in one transaction.
 * A paid booking is refunded in full — what is left of its payment after earlier refunds — to the
 * buyer's original payment through the refund mechanism of decision 038 (one ledger transaction, the
 * provider's refund; a refusal there rolls everything back). An unpaid one is cancelled as if its time
 * had run out (a payment arriving later is refunded by the payment path). A second tap finds it cancelled
 * and changes nothing.
 */
export async function cancelByBuyer(
  ctx: PublicPageContext,
  merchantId: string,
  bookingId: string,
  now = new Date(),
): Promise<'cancelled' | 'unchanged'> {
  const mail = await ctx.db.transaction(async (tx): Promise<ChangeMail | undefined> => {
    const { booking, order } = await lockedBooking(tx, merchantId, bookingId);
    if (order.status === 'CANCELLED') return undefined;
    const refusal = changeRefusal(booking, await bookingRulesOf(tx, merchantId), 'cancel', now);
    if (refusal) throw conflict(refusal);
    const refunded = refundOnCancel(order);
    let cancelled = order;
    if (order.paymentStatus === 'awaiting_payment') {
      cancelled = (await expireOrder(tx, order))!;
    } else {
      if (refunded > 0) {
        await refundInTransaction(ctx.payments, tx, merchantId, order.id, {
          amount: fromMinor(refunded),
          reason: 'Booking cancelled by the buyer',
          destination: 'original_payment',
          restock: false,
        });
      }
      cancelled = (await moveOrderStatus(tx, merchantId, order.id, 'CANCELLED', ['NEW', 'PENDING', 'PAID']))!;
    }
    await addOrderTimeline(tx, merchantId, order.id, {
      kind: 'booking_cancelled',
      note: `Was ${when(booking)} (WAT)`,
      ...(refunded > 0 ? { amount: refunded } : {}),
    });
    const refund = refunded > 0 ? `; ${money(refunded, order.currency)} refunded to them` : '';
    await notify(tx, merchantId, {
      type: 'booking.cancelled',
      title: 'Booking cancelled',
      body: `${order.deliveryName} cancelled ${booking.name} on ${when(booking)} (${order.orderReference})${refund}`,
      link: orderLink(order),
    });
    await publishOrderUpdated(tx, cancelled);
    const text = `${order.deliveryName} cancelled ${booking.name} on ${when(booking)} (WAT)${refund}.`;
    return { merchantId, subject: `Booking cancelled: ${order.orderReference}`, text, order };
  });
  if (!mail) return 'unchanged';
  await announceChange(ctx, mail);
  await tellBuyer(ctx, merchantId, bookingId, 'cancelled');
  return 'cancelled';
}
