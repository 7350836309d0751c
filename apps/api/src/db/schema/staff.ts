import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@oja/contracts';
import { at, id, timestamps } from './columns.ts';
import { users } from './accounts.ts';

/**
 * A person who works in a merchant's business with a role (decision 047). They sign in with their own email
 * and password; their sessions act inside the business (`merchant_id`). Removing a member deletes the row,
 * and its sessions with it.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique across all businesses, and never a merchant's email. */
    email: text().notNull().unique(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.merchantId)],
);

/**
 * An owner's invitation to join the business: a single-use link (only its SHA-256 kept, as every
 * capability token) that expires. Accepted, revoked or expired, it stays for the owner's list to drop.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    merchantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    acceptedAt: at(),
    revokedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index().on(t.merchantId),
    // One open invitation per address and business: a second invite is a resend.
    uniqueIndex('staff_invitations_open_email')
      .on(t.merchantId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);
