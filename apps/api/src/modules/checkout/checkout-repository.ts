import { and, between, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  customers,
  orders,
  pickupAddresses,
  products,
  services,
  users,
} from '../../db/schema/index.ts';

/** The checkout's own reads and writes on other domains' tables (it never changes their shape). */
export const checkoutRepository = {
  async findMerchant(db: Executor, merchantId: string) {
    const [row] = await db
      .select({ id: users.id, state: users.state, businessName: users.businessName })
      .from(users)
      .where(eq(users.id, merchantId));
    return row;
  },

  /** The state parcels leave from: the default pickup address's (the newest one if none is marked). */
  async pickupStateCode(db: Executor, merchantId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ stateCode: pickupAddresses.stateCode })
      .from(pickupAddresses)
      .where(eq(pickupAddresses.merchantId, merchantId))
      .orderBy(desc(pickupAddresses.isDefault), desc(pickupAddresses.createdAt))
      .limit(1);
    return row?.stateCode;
  },

  /**
   * Takes `quantity` units of an ACTIVE product in one guarded UPDATE: it changes nothing (and returns
   * undefined) unless enough units are left, so concurrent buyers can never oversell.
   */
  async reserve(db: Executor, merchantId: string, productId: string, quantity: number) {
    const [row] = await db
      .update(products)
      .set({ units: sql`${products.units} - ${quantity}` })
      .where(
        and(
          eq(products.merchantId, merchantId),
          eq(products.id, productId),
          eq(products.status, 'ACTIVE'),
          sql`${products.units} >= ${quantity}`,
        ),
      )
      .returning({
        id: products.id,
        name: products.name,
        priceMinor: products.priceMinor,
        currency: products.currency,
        image: products.image,
        thumbnail: products.thumbnail,
        weight: products.weight,
        dimension: products.dimension,
      });
    return row;
  },

  async productStock(db: Executor, merchantId: string, productId: string) {
    const [row] = await db
      .select({ name: products.name, units: products.units, status: products.status })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.id, productId)));
    return row;
  },

  /** An active service as availability reads it (no lock: a list of free times is advice). */
  async findActiveService(db: Executor, merchantId: string, serviceId: string) {
    const [row] = await db
      .select()
      .from(services)
      .where(
        and(eq(services.merchantId, merchantId), eq(services.id, serviceId), eq(services.status, 'ACTIVE')),
      );
    return row;
  },

  /** Locks the service so that bookings of it are checked and made one at a time. */
  async lockService(db: Executor, merchantId: string, serviceId: string) {
    const [row] = await db
      .select()
      .from(services)
      .where(and(eq(services.merchantId, merchantId), eq(services.id, serviceId)))
      .for('update');
    return row;
  },

  /**
   * The times of the service's live bookings on the days from `days[0]` to `days[1]`; a cancelled order's
   * booking holds no time, and `exceptBookingId` (a booking being moved) is left out.
   */
  async liveBookings(
    db: Executor,
    merchantId: string,
    serviceId: string,
    days: [string, string],
    exceptBookingId?: string,
  ) {
    return db
      .select({ bookedDate: bookings.bookedDate, startHour: bookings.startHour, endHour: bookings.endHour })
      .from(bookings)
      .innerJoin(orders, and(eq(orders.merchantId, bookings.merchantId), eq(orders.id, bookings.orderId)))
      .where(
        and(
          eq(bookings.merchantId, merchantId),
          eq(bookings.serviceId, serviceId),
          between(bookings.bookedDate, days[0], days[1]),
          ne(orders.status, 'CANCELLED'),
          exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
        ),
      );
  },

  /** Adds the buyer to the merchant's customers; a returning buyer is only marked as recent again. */
  async recordCustomer(
    db: Executor,
    merchantId: string,
    buyer: { name: string; email: string; phone: string },
  ) {
    await db
      .insert(customers)
      .values({ merchantId, ...buyer })
      .onConflictDoUpdate({
        target: [customers.merchantId, customers.email],
        set: { updatedAt: new Date() },
      });
  },
};
