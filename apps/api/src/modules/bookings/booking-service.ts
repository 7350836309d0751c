import {
  type BookingEmailBody,
  bookingMessages,
  type Paginated,
  type SellerBooking,
  type SellerBookingsQuery,
  toPaginated,
} from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { sendMerchantEmail } from '../merchant-mail/index.ts';
import type { BookingsContext } from './booking-context.ts';
import { bookingInvite, bookingMessage } from './booking-mail.ts';
import { bookingRepository, type BookingView } from './booking-repository.ts';
import { bookingInterval } from './booking-times.ts';
import { isUuid } from '../../lib/db/query-input.ts';

export const bookingNotFound = () => new AppError('NOT_FOUND', bookingMessages.notFound);

/** Rooms are opened for online bookings that will take place: paid, not cancelled. */
const needsRoom = (row: BookingView) =>
  row.meetingLink === null &&
  row.location?.trim().toLowerCase() === 'online' &&
  row.orderStatus !== 'NOT_PAID' &&
  row.orderStatus !== 'CANCELLED';

/**
 * An online booking's meeting link, opened at the provider the first time the booking is read or emailed
 * (checkout does not open rooms). Two readers at once may both open a room; only the first is kept.
 */
export async function withMeetingLink(
  ctx: Pick<BookingsContext, 'db' | 'meetings'>,
  row: BookingView,
): Promise<BookingView> {
  if (!needsRoom(row)) return row;
  const { start, end } = bookingInterval(row);
  const room = await ctx.meetings.createRoom({
    merchantId: row.merchantId,
    bookingId: row.id,
    title: row.name,
    start,
    end,
  });
  const meetingLink = await bookingRepository.assignMeetingLink(ctx.db, row.merchantId, row.id, room);
  return { ...row, meetingLink };
}

/** The meeting link of a booking, opening its room first when it is online and has none yet. */
export async function meetingLinkOf(
  ctx: Pick<BookingsContext, 'db' | 'meetings'>,
  merchantId: string,
  bookingId: string,
): Promise<string | null> {
  const row = await bookingRepository.find(ctx.db, merchantId, bookingId);
  return row ? (await withMeetingLink(ctx, row)).meetingLink : null;
}

export function toSellerBooking(row: BookingView): SellerBooking {
  const { start, end } = bookingInterval(row);
  return {
    id: row.id,
    name: row.name,
    bookedDate: row.bookedDate,
    orderId: row.orderId,
    orderReference: row.orderReference,
    orderStatus: row.orderStatus,
    description: row.description,
    startHour: row.startHour,
    endHour: row.endHour,
    start: start.toISOString(),
    end: end.toISOString(),
    location: row.location,
    meetingLink: row.meetingLink,
    email: row.email,
    buyerName: row.buyerName,
    phone: row.phone,
  };
}

/** GET /v1/bookings/seller */
export async function listSellerBookings(
  ctx: BookingsContext,
  merchantId: string,
  query: SellerBookingsQuery,
): Promise<Paginated<SellerBooking>> {
  const { rows, total } = await bookingRepository.page(
    ctx.db,
    merchantId,
    query.bookedDate,
    query.page,
    query.limit,
  );
  const linked = await Promise.all(rows.map((row) => withMeetingLink(ctx, row)));
  return toPaginated(linked.map(toSellerBooking), total, query);
}

/** POST /v1/bookings/email: the booking, its time and its meeting link, to the buyer's email. */
export async function emailBooking(
  ctx: BookingsContext,
  merchantId: string,
  body: BookingEmailBody,
): Promise<SellerBooking> {
  const found = isUuid(body.bookingId)
    ? await bookingRepository.find(ctx.db, merchantId, body.bookingId)
    : undefined;
  if (!found) throw bookingNotFound();
  const row = await withMeetingLink(ctx, found);
  const storeName = await bookingRepository.storeName(ctx.db, merchantId);
  await sendMerchantEmail(ctx.db, ctx.mail, merchantId, 'booking', storeName, {
    to: row.email,
    ...bookingMessage(row, storeName),
    attachments: [bookingInvite(row, storeName, ctx.organizerEmail)],
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, bookingId: row.id }, 'booking email not sent');
    throw new AppError('UNAVAILABLE', bookingMessages.mailFailed);
  });
  return toSellerBooking(row);
}
