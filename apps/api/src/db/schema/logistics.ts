import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { recordVersion, tenantPrimaryKey, timestamps } from './columns.ts';

/** Where the carrier collects the merchant's parcels; at most one default per merchant. */
export const pickupAddresses = pgTable(
  'pickup_addresses',
  {
    ...tenantKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    line1: text().notNull(),
    line2: text(),
    city: text().notNull(),
    state: text().notNull(),
    stateCode: text().notNull(),
    countryCode: text().notNull(),
    zip: text(),
    isDefault: boolean().notNull().default(false),
    version: recordVersion(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pickup_addresses_one_default')
      .on(t.merchantId)
      .where(sql`${t.isDefault}`),
    index('pickup_addresses_merchant_recent').on(t.merchantId, t.createdAt.desc()),
  ],
);

/** Logistics companies the merchant works with, with their contact and rates (minor units). */
export const logisticsCompanies = pgTable(
  'logistics_companies',
  {
    ...tenantKey(),
    name: text().notNull(),
    contactName: text(),
    email: text(),
    phone: text().notNull(),
    rates: jsonb().$type<{ label: string; amount: number }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('logistics_companies_merchant_name').on(t.merchantId, sql`lower(${t.name})`),
    index('logistics_companies_merchant_recent').on(t.merchantId, t.createdAt.desc()),
  ],
);
