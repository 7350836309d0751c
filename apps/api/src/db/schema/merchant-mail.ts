import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { tenantPrimaryKey, timestamps } from './columns.ts';

/**
 * Every email sent on a merchant's behalf or about its wallet, newest last: the per-merchant email
 * limits count these rows (modules/merchant-mail). Tenant table.
 */
export const merchantEmails = pgTable(
  'merchant_emails',
  {
    ...tenantKey(),
    /**
     * What caused it: a conversation invitation, an invoice, a booking, an order receipt, a PIN unlock code,
     * a buyer link the merchant emailed from the dashboard.
     */
    kind: text({ enum: ['conversation', 'invoice', 'booking', 'receipt', 'pin_unlock', 'link'] }).notNull(),
    recipient: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    index().on(t.merchantId, t.kind, t.createdAt),
    // The platform-wide ceiling counts the last hour across merchants (THIRD_PARTY_EMAILS_PER_HOUR).
    index().on(t.createdAt),
  ],
);
