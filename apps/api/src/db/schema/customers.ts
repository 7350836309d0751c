import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { newId, tenantPrimaryKey, timestamps } from './columns.ts';

/** A merchant's customers (the invoice form picks from them). Tenant table. */
export const customers = pgTable(
  'customers',
  {
    merchantId: uuid().notNull(),
    id: uuid().notNull().$defaultFn(newId),
    name: text().notNull(),
    /** Stored lower-cased. */
    email: text().notNull(),
    phone: text().notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('customers_merchant_email_unique').on(t.merchantId, t.email),
    // The dashboard's search: a customer by the start of their email.
    index('customers_merchant_email_prefix').on(t.merchantId, t.email.op('text_pattern_ops')),
    index('customers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index().on(t.merchantId, t.createdAt.desc()),
  ],
);
