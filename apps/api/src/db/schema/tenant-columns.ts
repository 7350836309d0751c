import { uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { newId } from './columns.ts';

/** The owning merchant of a tenant row; the rows go with the merchant. */
export const merchantId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A tenant row's own id, unique together with merchant_id (the primary key is (merchant_id, id)). */
export const tenantId = () => uuid().notNull().$defaultFn(newId);

/** The key of a tenant table: the owning merchant, then the row's own id (see tenantPrimaryKey). */
export const tenantKey = () => ({ merchantId: merchantId(), id: tenantId() });
