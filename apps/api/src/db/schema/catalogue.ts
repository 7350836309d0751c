import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { recordVersion, tenantPrimaryKey, timestamps } from './columns.ts';

/**
 * Global reference data (not a tenant table): product and service categories, each top-level one
 * with its subcategories (`parentId`). Seeded by a migration; ids are stable slugs.
 */
export const categories = pgTable(
  'categories',
  {
    id: text().primaryKey(),
    kind: text({ enum: ['product', 'service'] }).notNull(),
    parentId: text().references((): AnyPgColumn => categories.id),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique('categories_kind_parent_name').on(t.kind, t.parentId, t.name).nullsNotDistinct()],
);

/** Every file a merchant uploaded; other features check that a referenced upload is the caller's own. */
export const uploads = pgTable(
  'uploads',
  {
    ...tenantKey(),
    publicId: text().notNull(),
    secureUrl: text().notNull(),
    preset: text().notNull(),
    kind: text({ enum: ['image', 'pdf'] }).notNull(),
    format: text({ enum: ['jpg', 'png', 'pdf'] }).notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    thumbnailUrl: text(),
    variants: jsonb().$type<{ width: number; url: string }[]>().notNull().default([]),
    originalName: text(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('uploads_merchant_public_id').on(t.merchantId, t.publicId),
    unique('uploads_merchant_secure_url').on(t.merchantId, t.secureUrl),
    // /media for an operator: the upload behind a public id before its owner is known.
    index('uploads_public_id').on(t.publicId),
  ],
);

export interface StoredVariationOption {
  value: string;
  sku: string;
  units: number | null;
  /** Minor units. */
  price: number | null;
}
export interface StoredVariation {
  name: string;
  options: StoredVariationOption[];
}
export interface StoredReview {
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/**
 * A merchant's products. Lists are ordered (created_at desc, id desc) and every filter of the list has
 * an index in that order, so a page and its count are index scans; names are searched by trigrams.
 */
export const products = pgTable(
  'products',
  {
    ...tenantKey(),
    /** Upper-case; unique per merchant. */
    sku: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    caption: text(),
    brand: text(),
    productType: text(),
    category: text().notNull(),
    subCategory: text(),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    originalPriceMinor: bigint({ mode: 'number' }),
    currency: text().notNull().default('NGN'),
    units: integer().notNull().default(0),
    /** Units at or below which the merchant is alerted (stock_low_alerts); null: never. */
    lowStockThreshold: integer(),
    status: text({ enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    image: text(),
    thumbnail: text(),
    srcset: text(),
    galleryImage: jsonb().$type<string[]>().notNull().default([]),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    variation: jsonb().$type<StoredVariation[]>().notNull().default([]),
    /** Kilograms. */
    weight: doublePrecision(),
    /** Centimetres. */
    dimension: jsonb().$type<{ height: number; width: number; length: number }>(),
    rating: doublePrecision().notNull().default(0),
    numReviews: integer().notNull().default(0),
    reviews: jsonb().$type<StoredReview[]>().notNull().default([]),
    version: recordVersion(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    // text_pattern_ops lets the same unique index serve SKU prefix search (LIKE 'ABC%') in any collation.
    uniqueIndex('products_merchant_sku').on(t.merchantId, t.sku.op('text_pattern_ops')),
    index('products_merchant_recent').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('products_merchant_status_recent').on(t.merchantId, t.status, t.createdAt.desc(), t.id.desc()),
    index('products_merchant_category_recent').on(t.merchantId, t.category, t.createdAt.desc(), t.id.desc()),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_units_not_negative', sql`${t.units} >= 0`),
    check('products_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('products_low_stock_threshold_not_negative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/**
 * How many products a merchant has per status and category, kept exact by statement-level triggers
 * on products (migration 0010_catalogue_product_counts), so the total of an unsearched list
 * is a read of a few rows instead of a count over the whole catalogue. Derived data: no foreign key.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    merchantId: uuid().notNull(),
    status: text().notNull(),
    category: text().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.status, t.category] })],
);

export interface StoredScheduleSlot {
  day: string;
  start: string;
  end: string;
  location: { type: 'online' } | { type: 'address'; address: string };
}

/** A merchant's bookable services with their weekly availability. */
export const services = pgTable(
  'services',
  {
    ...tenantKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    thumbnail: text(),
    galleryImages: jsonb().$type<string[]>().notNull().default([]),
    product: text(),
    categories: jsonb().$type<{ name: string }[]>().notNull().default([]),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('NGN'),
    status: text({ enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    availableSchedule: jsonb().$type<StoredScheduleSlot[]>().notNull().default([]),
    /** How long one booking lasts; it sets the booked slot's end. */
    durationMinutes: integer().notNull().default(60),
    /** Free time kept before and after each booking; no other booking of the service may fall in it. */
    bufferMinutes: integer().notNull().default(0),
    version: recordVersion(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    check('services_duration_range', sql`${t.durationMinutes} BETWEEN 5 AND 1440`),
    check('services_buffer_range', sql`${t.bufferMinutes} BETWEEN 0 AND 240`),
    index('services_merchant_recent').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('services_merchant_status_recent').on(t.merchantId, t.status, t.createdAt.desc(), t.id.desc()),
    index('services_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('services_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);
