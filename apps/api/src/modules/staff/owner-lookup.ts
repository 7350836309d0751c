import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The business a staff member works in: its owner's email and the name its invitations show. */
export async function ownerOf(db: Executor, merchantId: string) {
  const [row] = await db
    .select({ email: users.email, businessName: users.businessName, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, merchantId));
  return { email: row?.email ?? '', businessName: row?.businessName || row?.firstName || 'An Oja business' };
}

/** Whether a merchant (or operator) account already has this email. */
export const emailIsMerchant = async (db: Executor, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
