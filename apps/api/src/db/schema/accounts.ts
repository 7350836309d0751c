import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ThemePreference } from '@oja/contracts';
import { id, recordVersion, timestamps } from './columns.ts';
import { staffMembers } from './staff.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A user is a merchant (seller) or a service provider; the user's id is the tenant id
 * (`merchant_id`) of every tenant table.
 */
export const users = pgTable(
  'users',
  {
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
    /** Set when the phone number was confirmed with a text-message code; cleared when the number changes. */
    isPhoneVerified: boolean().notNull().default(false),
    verificationStatus: boolean().notNull().default(false),
    stage: integer().notNull().default(0),
    level: integer().notNull().default(1),
    stageVerificationStatus: text(),
    bank: jsonb().$type<{ bankCode: string; accountNumber: string; beneficiaryName: string } | null>(),
    whitelabelClient: text(),
    /** The colour theme the user chose: light, dark or system (decision 041). Not a profile edit: no version. */
    theme: text().$type<ThemePreference>().notNull().default('system'),
    version: recordVersion(),
    ...timestamps,
  },
  (t) => [check('users_theme_check', sql`${t.theme} IN ('light', 'dark', 'system')`)],
);

/** An opaque bearer token (stored as its SHA-256) tied to one user; revoked on logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a staff member signed in: `user_id` is then the business they act in (decision 047). */
    staffMemberId: uuid().references((): AnyPgColumn => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.userId), index().on(t.staffMemberId)],
);

/**
 * One-time codes sent by email or text message. Keyed by address (not user) because the white-label
 * onboarding verifies an address before its account exists. Only a salted SHA-256 of the code is kept.
 */
export const otps = pgTable(
  'otps',
  {
    id: id(),
    purpose: text({ enum: ['email', 'phone'] }).notNull(),
    /** Lower-cased email, or the phone number with separators removed. */
    address: text().notNull(),
    codeHash: bytea().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.address, t.purpose, t.createdAt.desc())],
);

/** Single-use password reset tokens (stored as SHA-256), valid one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.userId, t.createdAt.desc())],
);

/**
 * Failed (or in-flight) logins per email address, kept in the database so that the throttle holds
 * across API instances. Rows older than the window are pruned as new attempts arrive.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.email, t.createdAt.desc())],
);

/**
 * Accounts created per client address, so that the sign-up limit holds across API instances
 * (SIGNUPS_PER_ADDRESS in SIGNUP_WINDOW_MINUTES). Rows older than the window are pruned as new ones arrive.
 */
export const signups = pgTable(
  'signups',
  {
    id: id(),
    address: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.address, t.createdAt.desc())],
);

/** People who asked to be told when Oja opens to them. */
export const waitlist = pgTable('waitlist', {
  id: id(),
  /** Stored lower-cased. */
  email: text().notNull().unique(),
  name: text(),
  businessName: text(),
  phone: text(),
  createdAt: timestamps.createdAt,
});

/** Requests for a product demonstration, answered by the sales team. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    businessName: text(),
    message: text(),
    preferredDate: text(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.email)],
);

/** Partner storefronts that onboard merchants through /v1/auth/{product}/… (reference table). */
export const whitelabelClients = pgTable('whitelabel_clients', {
  slug: text().primaryKey(),
  name: text().notNull(),
  website: text(),
  active: boolean().notNull().default(true),
  createdAt: timestamps.createdAt,
});
