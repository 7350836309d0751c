import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta, customers, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD, demoAccounts, demoCustomers } from './demo-accounts.ts';

const SEEDED_KEY = 'demo_seeded_at';

/** Seeds the demo accounts once per database: a later start finds the marker and changes nothing. */
export async function seedDemoOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of demoAccounts) {
      const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing.length > 0) continue;
      const [user] = await tx
        .insert(users)
        .values({ ...account, passwordHash, isEmailVerified: true })
        .returning({ id: users.id });
      const book = demoCustomers[account.email] ?? [];
      if (book.length > 0)
        await tx.insert(customers).values(book.map((c) => ({ ...c, merchantId: user!.id })));
    }
    return true;
  });
}
