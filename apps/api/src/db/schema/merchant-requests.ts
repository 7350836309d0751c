import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';

/**
 * A partnership request from one merchant (sender) to another. It lives in the receiver's tenant
 * (`merchant_id`), who answers it; the sender's list reads it through the sender index.
 */
export const merchantRequests = pgTable(
  'merchant_requests',
  {
    ...tenantKey(),
    /** Another tenant: no foreign key (Citus-ready). */
    senderId: uuid().notNull(),
    message: text().notNull(),
    status: text({ enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    respondedAt: at(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('merchant_requests_one_pending')
      .on(t.merchantId, t.senderId)
      .where(sql`${t.status} = 'pending'`),
    index('merchant_requests_received').on(t.merchantId, t.status, t.createdAt.desc().nullsFirst()),
    index('merchant_requests_sent').on(t.senderId, t.createdAt.desc().nullsFirst()),
  ],
);
