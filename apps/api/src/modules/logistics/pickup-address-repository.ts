import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextVersion, saveVersioned } from '../../lib/record-version.ts';
import { pickupAddresses } from '../../db/schema/index.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';

export type PickupAddressRow = typeof pickupAddresses.$inferSelect;
export type PickupAddressValues = Omit<
  typeof pickupAddresses.$inferInsert,
  'merchantId' | 'id' | 'createdAt' | 'updatedAt' | 'version'
>;

const byId = (merchantId: string, id: string) =>
  and(eq(pickupAddresses.merchantId, merchantId), eq(pickupAddresses.id, id));

export const pickupAddressRepository = {
  /** Serialises one merchant's pickup-address writes (the count limit and the single default). */
  async lockMerchant(db: Executor, merchantId: string) {
    await lockFor(db, `pickup-addresses:${merchantId}`);
  },

  async count(db: Executor, merchantId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(pickupAddresses)
      .where(eq(pickupAddresses.merchantId, merchantId));
    return row?.n ?? 0;
  },

  async clearDefault(db: Executor, merchantId: string, exceptId?: string) {
    const conditions = [eq(pickupAddresses.merchantId, merchantId), eq(pickupAddresses.isDefault, true)];
    if (exceptId) conditions.push(ne(pickupAddresses.id, exceptId));
    await db
      .update(pickupAddresses)
      .set({ isDefault: false, ...nextVersion(pickupAddresses) })
      .where(and(...conditions));
  },

  async insert(db: Executor, merchantId: string, values: PickupAddressValues): Promise<PickupAddressRow> {
    const [row] = await db
      .insert(pickupAddresses)
      .values({ merchantId, ...values })
      .returning();
    return row!;
  },

  async update(
    db: Executor,
    merchantId: string,
    id: string,
    values: PickupAddressValues,
    version?: number,
  ): Promise<PickupAddressRow | undefined> {
    return saveVersioned(db, pickupAddresses, byId(merchantId, id), values, version);
  },

  async findById(db: Executor, merchantId: string, id: string): Promise<PickupAddressRow | undefined> {
    const [row] = await db.select().from(pickupAddresses).where(byId(merchantId, id));
    return row;
  },

  /** The default address first, then the newest. */
  async list(db: Executor, merchantId: string): Promise<PickupAddressRow[]> {
    return db
      .select()
      .from(pickupAddresses)
      .where(eq(pickupAddresses.merchantId, merchantId))
      .orderBy(desc(pickupAddresses.isDefault), desc(pickupAddresses.createdAt), desc(pickupAddresses.id));
  },

  /** Where dispatches collect from: the default address, else the newest. */
  async forDispatch(db: Executor, merchantId: string): Promise<PickupAddressRow | undefined> {
    const [row] = await db
      .select()
      .from(pickupAddresses)
      .where(eq(pickupAddresses.merchantId, merchantId))
      .orderBy(desc(pickupAddresses.isDefault), desc(pickupAddresses.createdAt))
      .limit(1);
    return row;
  },
};
