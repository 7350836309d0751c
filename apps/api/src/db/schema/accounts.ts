import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A user is a merchant (seller) or a service provider; the user's id is the tenant id
 * (`merchant_id`) of every tenant table.
 */
export const users = pgTable('users', {
  id: id(),
  /** Stored lower-cased. */
  email: text().notNull().unique(),
  /** Stored lower-cased. */
  username: text().unique(),
  passwordHash: text().notNull(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  phone: text().notNull().default(''),
  image: text(),
  role: text().notNull().default('seller'),
  serviceType: text(),
  businessName: text(),
  category: text(),
  businessType: text(),
  aboutBusiness: text(),
  country: text(),
  state: text(),
  address: text(),
  locationAddress: text(),
  zipCode: text(),
  isEmailVerified: boolean().notNull().default(false),
  verificationStatus: boolean().notNull().default(false),
  stage: integer().notNull().default(0),
  level: integer().notNull().default(1),
  stageVerificationStatus: text(),
  bank: jsonb().$type<{ bankCode: string; accountNumber: string; beneficiaryName: string } | null>(),
  whitelabelClient: text(),
  ...timestamps,
});

/** An opaque bearer token (stored as its SHA-256) tied to one user; revoked on logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.userId)],
);
