import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { staffMembers, users } from '../db/schema/index.ts';

/** The demo seller's team (decision 047): a sales and a support member, with the demo password. */
export const demoStaff = [
  { email: 'sales@oja.demo', name: 'Chioma Eze', role: 'sales', business: 'seller@oja.demo' },
  { email: 'care@oja.demo', name: 'Bayo Adewale', role: 'support', business: 'seller@oja.demo' },
] as const;

export async function seedDemoStaff(tx: Executor, passwordHash: string) {
  for (const { business, ...member } of demoStaff) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, business));
    if (!owner) continue;
    await tx
      .insert(staffMembers)
      .values({ ...member, merchantId: owner.id, passwordHash })
      .onConflictDoNothing();
  }
}
