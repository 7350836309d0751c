import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import {
  terminalSimAddresses,
  terminalSimPackaging,
  terminalSimParcels,
  terminalSimRates,
  terminalSimShipments,
  type TerminalSimShipmentRow,
  terminalSimWebhooks,
} from '../../../db/schema/index.ts';
import { findOne } from '../../../lib/db/rows.ts';
import type {
  TerminalAddress,
  TerminalPackaging,
  TerminalParcel,
  TerminalRate,
  TerminalShipment,
} from '../terminal/terminal-wire.ts';

/** Terminal's ids look like `AD-00632494667`: a prefix and eleven digits. */
export const terminalId = (prefix: string) => `${prefix}-${String(randomInt(10 ** 11)).padStart(11, '0')}`;
export const trackingNumber = () => `OJS${String(randomInt(10 ** 9)).padStart(9, '0')}${randomInt(10)}`;

/** A shipment in Terminal's words. */
export const toWireShipment = (row: TerminalSimShipmentRow): TerminalShipment => ({
  shipment_id: row.shipmentId,
  status: row.status,
  metadata: row.metadata,
  events: row.events,
  ...(row.trackingNumber
    ? { extras: { tracking_number: row.trackingNumber, carrier_name: row.carrierName ?? '' } }
    : {}),
});

/** The simulated carrier's records (terminal_sim_*), on the simulation's own connections. */
export const simStore = {
  async saveAddress(db: Executor, address: TerminalAddress) {
    await db.insert(terminalSimAddresses).values({ addressId: address.address_id, address });
  },
  async address(db: Executor, addressId: string) {
    return (await findOne(db, terminalSimAddresses, eq(terminalSimAddresses.addressId, addressId)))?.address;
  },

  async packagingList(db: Executor) {
    const rows = await db.select().from(terminalSimPackaging).orderBy(asc(terminalSimPackaging.createdAt));
    return rows.map((row) => row.packaging);
  },
  async packaging(db: Executor, packagingId: string) {
    return (await findOne(db, terminalSimPackaging, eq(terminalSimPackaging.packagingId, packagingId)))
      ?.packaging;
  },
  /** One packaging per name: registering a name twice answers the first. */
  async savePackaging(db: Executor, packaging: TerminalPackaging): Promise<TerminalPackaging> {
    await db
      .insert(terminalSimPackaging)
      .values({ packagingId: packaging.packaging_id, name: packaging.name, packaging })
      .onConflictDoNothing({ target: terminalSimPackaging.name });
    return (await findOne(db, terminalSimPackaging, eq(terminalSimPackaging.name, packaging.name)))!
      .packaging;
  },

  async saveParcel(db: Executor, parcel: TerminalParcel) {
    await db.insert(terminalSimParcels).values({ parcelId: parcel.parcel_id, parcel });
  },
  async parcel(db: Executor, parcelId: string) {
    return (await findOne(db, terminalSimParcels, eq(terminalSimParcels.parcelId, parcelId)))?.parcel;
  },

  async saveRates(
    db: Executor,
    on: { pickup: string; delivery: string; parcel: string },
    rates: TerminalRate[],
  ) {
    if (rates.length === 0) return;
    await db.insert(terminalSimRates).values(
      rates.map((rate) => ({
        rateId: rate.rate_id,
        pickupAddressId: on.pickup,
        deliveryAddressId: on.delivery,
        parcelId: on.parcel,
        rate,
      })),
    );
  },
  rate: (db: Executor, rateId: string) => findOne(db, terminalSimRates, eq(terminalSimRates.rateId, rateId)),

  /** A draft shipment; with an order key, the order's existing shipment if it has one. */
  async insertShipment(db: Executor, values: typeof terminalSimShipments.$inferInsert) {
    const [row] = await db.insert(terminalSimShipments).values(values).onConflictDoNothing().returning();
    if (row) return row;
    return (await findOne(db, terminalSimShipments, eq(terminalSimShipments.orderKey, values.orderKey!)))!;
  },
  shipment: (db: Executor, shipmentId: string) =>
    findOne(db, terminalSimShipments, eq(terminalSimShipments.shipmentId, shipmentId)),

  /** Changes a shipment only from one of the statuses it may change from; undefined when it is not in one. */
  async moveShipment(
    db: Executor,
    shipmentId: string,
    from: TerminalSimShipmentRow['status'][],
    set: Partial<typeof terminalSimShipments.$inferInsert>,
  ) {
    const [row] = await db
      .update(terminalSimShipments)
      .set(set)
      .where(and(eq(terminalSimShipments.shipmentId, shipmentId), inArray(terminalSimShipments.status, from)))
      .returning();
    return row;
  },

  /**
   * Locks up to `limit` shipments whose next step is due, skipping rows another instance holds, so
   * instances running the job at once never step a shipment twice.
   */
  claimDue: (db: Executor, now: Date, limit: number) =>
    db
      .select()
      .from(terminalSimShipments)
      .where(lte(terminalSimShipments.nextStepAt, now))
      .orderBy(asc(terminalSimShipments.nextStepAt))
      .limit(limit)
      .for('update', { skipLocked: true }),

  /** The demo's story sets when a shipment of an order takes its next step. */
  async scheduleNextSteps(db: Database, next: { orderId: string; at: Date }[]) {
    if (next.length === 0) return;
    const rows = JSON.stringify(next.map((n) => ({ id: n.orderId, at: n.at.toISOString() })));
    await db.execute(sql`
      UPDATE terminal_sim_shipments sh SET next_step_at = v.at
      FROM jsonb_to_recordset(${rows}::jsonb) AS v(id text, at timestamptz)
      WHERE sh.metadata->>'order_id' = v.id AND sh.next_step_at IS NOT NULL`);
  },

  /** Queues a webhook in the caller's transaction, so a change and its notice commit together. */
  async enqueueWebhook(db: Executor, event: string, shipment: TerminalShipment, now: Date) {
    const payload = JSON.stringify({ event, data: shipment });
    await db.insert(terminalSimWebhooks).values({ payload, nextAttemptAt: now });
  },
};
