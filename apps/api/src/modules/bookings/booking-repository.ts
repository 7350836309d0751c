import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, orders, users } from '../../db/schema/index.ts';

/** A booking with what the merchant needs of its service order and buyer. */
const columns = {
  id: bookings.id,
  merchantId: bookings.merchantId,
  name: bookings.name,
  bookedDate: bookings.bookedDate,
  orderId: bookings.orderId,
  serviceId: bookings.serviceId,
  rescheduleCount: bookings.rescheduleCount,
  description: bookings.description,
  startHour: bookings.startHour,
  endHour: bookings.endHour,
  location: bookings.location,
  meetingLink: bookings.meetingLink,
  updatedAt: bookings.updatedAt,
  orderReference: orders.orderReference,
  orderStatus: orders.status,
  paymentStatus: orders.paymentStatus,
  email: orders.email,
  buyerName: orders.deliveryName,
  phone: orders.phone,
};
const withOrder = (db: Executor) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(orders, and(eq(orders.merchantId, bookings.merchantId), eq(orders.id, bookings.orderId)));

export type BookingView = Awaited<ReturnType<typeof withOrder>>[number];

export const bookingRepository = {
  /** One day's bookings by start hour, or every booking with the latest day first (index bookings_merchant_date). */
  async page(db: Executor, merchantId: string, bookedDate: string | undefined, page: number, limit: number) {
    const conditions: SQL[] = [eq(bookings.merchantId, merchantId)];
    if (bookedDate) conditions.push(eq(bookings.bookedDate, bookedDate));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      withOrder(db)
        .where(where)
        .orderBy(desc(bookings.bookedDate), asc(bookings.startHour), asc(bookings.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(bookings).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** A booking by its id or by its service order's id. */
  async find(db: Executor, merchantId: string, id: string): Promise<BookingView | undefined> {
    const [row] = await withOrder(db).where(
      and(eq(bookings.merchantId, merchantId), or(eq(bookings.id, id), eq(bookings.orderId, id))),
    );
    return row;
  },

  async exists(db: Executor, merchantId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, id)));
    return row !== undefined;
  },

  /** Bookings whose day is in [fromDay, toDay], except those of orders not paid (NOT_PAID) or cancelled. */
  async between(db: Executor, merchantId: string, fromDay: string, toDay: string): Promise<BookingView[]> {
    return withOrder(db)
      .where(
        and(
          eq(bookings.merchantId, merchantId),
          sql`${bookings.bookedDate} BETWEEN ${fromDay} AND ${toDay}`,
          sql`${orders.status} NOT IN ('NOT_PAID', 'CANCELLED')`,
        ),
      )
      .orderBy(asc(bookings.bookedDate), asc(bookings.startHour));
  },

  /** Stores the room unless the booking got one meanwhile; answers the link the booking ends up with. */
  async assignMeetingLink(
    db: Executor,
    merchantId: string,
    id: string,
    room: { url: string; roomId: string },
  ): Promise<string> {
    const [set] = await db
      .update(bookings)
      .set({ meetingLink: room.url, meetingRoomId: room.roomId })
      .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, id), isNull(bookings.meetingLink)))
      .returning({ meetingLink: bookings.meetingLink });
    if (set?.meetingLink) return set.meetingLink;
    const [kept] = await db
      .select({ meetingLink: bookings.meetingLink })
      .from(bookings)
      .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, id)));
    return kept!.meetingLink!;
  },

  /** The booking behind a meeting room (any merchant's: the room id is the key), with its provider's name. */
  async findByRoom(db: Executor, roomId: string) {
    const [row] = await db
      .select({
        name: bookings.name,
        bookedDate: bookings.bookedDate,
        startHour: bookings.startHour,
        endHour: bookings.endHour,
        orderStatus: orders.status,
        businessName: users.businessName,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(bookings)
      .innerJoin(orders, and(eq(orders.merchantId, bookings.merchantId), eq(orders.id, bookings.orderId)))
      .innerJoin(users, eq(users.id, bookings.merchantId))
      .where(eq(bookings.meetingRoomId, roomId))
      .limit(1);
    if (!row) return undefined;
    const merchantName =
      row.businessName || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || 'Your provider';
    return { ...row, merchantName };
  },

  /**
   * Moves a booking to another time (and the location of the schedule slot it now falls in), counting the
   * move; a booking no longer online gives up its meeting room, one still online keeps it (its waiting room
   * reads the new time).
   */
  async move(
    db: Executor,
    merchantId: string,
    id: string,
    to: { bookedDate: string; startHour: string; endHour: string; location: string },
  ) {
    const online = to.location === 'online';
    await db
      .update(bookings)
      .set({
        ...to,
        rescheduleCount: sql`${bookings.rescheduleCount} + 1`,
        ...(online ? {} : { meetingLink: null, meetingRoomId: null }),
        updatedAt: new Date(),
      })
      .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, id)));
  },

  async storeName(db: Executor, merchantId: string): Promise<string> {
    const [row] = await db
      .select({ businessName: users.businessName, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, merchantId));
    return row?.businessName || `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim() || 'Your provider';
  },
};
