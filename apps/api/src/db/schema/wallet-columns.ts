import { sql } from 'drizzle-orm';
import { bigint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
export { merchantId, tenantId } from './tenant-columns.ts';

/** Column builders shared by the wallet's tables. */
export const CURRENCIES = sql`('NGN', 'USD', 'GBP', 'EUR')`;
export const currency = () => text({ enum: ['NGN', 'USD', 'GBP', 'EUR'] }).notNull();
/** Ledger rows outlive nothing: a merchant with money history cannot be deleted. */
export const ledgerMerchantId = () =>
  uuid()
    .notNull()
    .references(() => users.id);
export const money = () => bigint({ mode: 'number' }).notNull();
export { at } from './columns.ts';
