import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  TerminalAddress,
  TerminalPackaging,
  TerminalParcel,
  TerminalRate,
  TerminalShipmentEvent,
} from '../../providers/logistics/terminal/terminal-wire.ts';
import { at, id, timestamps } from './columns.ts';

// ── The simulated Terminal Africa's own records (not tenant data: they stand in for the carrier) ──

export const terminalSimAddresses = pgTable('terminal_sim_addresses', {
  addressId: text().primaryKey(),
  address: jsonb().$type<TerminalAddress>().notNull(),
  createdAt: timestamps.createdAt,
});

export const terminalSimPackaging = pgTable('terminal_sim_packaging', {
  packagingId: text().primaryKey(),
  name: text().notNull().unique(),
  packaging: jsonb().$type<TerminalPackaging>().notNull(),
  createdAt: timestamps.createdAt,
});

export const terminalSimParcels = pgTable('terminal_sim_parcels', {
  parcelId: text().primaryKey(),
  parcel: jsonb().$type<TerminalParcel>().notNull(),
  createdAt: timestamps.createdAt,
});

/** A quote, bound to the addresses and parcel it was made for. */
export const terminalSimRates = pgTable('terminal_sim_rates', {
  rateId: text().primaryKey(),
  pickupAddressId: text().notNull(),
  deliveryAddressId: text().notNull(),
  parcelId: text().notNull(),
  rate: jsonb().$type<TerminalRate>().notNull(),
  createdAt: timestamps.createdAt,
});

/**
 * A shipment: a draft until its pickup is arranged at a rate, then stepped by the simulation's job
 * (`nextStepAt`) through confirmed → in-transit → delivered. `orderKey` (the merchant and order named in
 * its metadata) makes it one shipment per order.
 */
export const terminalSimShipments = pgTable(
  'terminal_sim_shipments',
  {
    shipmentId: text().primaryKey(),
    orderKey: text().unique(),
    status: text({ enum: ['draft', 'pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'] })
      .notNull()
      .default('draft'),
    pickupAddressId: text().notNull(),
    deliveryAddressId: text().notNull(),
    parcelId: text().notNull(),
    rateId: text(),
    carrierName: text(),
    trackingNumber: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    events: jsonb().$type<TerminalShipmentEvent[]>().notNull().default([]),
    nextStepAt: at(),
    ...timestamps,
  },
  (t) => [
    index('terminal_sim_shipments_due')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} IS NOT NULL`),
  ],
);

/** Webhook deliveries, queued with the change they tell of and retried until answered 2xx. */
export const terminalSimWebhooks = pgTable(
  'terminal_sim_webhooks',
  {
    id: id(),
    payload: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastStatus: integer(),
    deliveredAt: at(),
    failedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('terminal_sim_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

export type TerminalSimShipmentRow = typeof terminalSimShipments.$inferSelect;
