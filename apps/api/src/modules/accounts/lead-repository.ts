import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoRequests, waitlist } from '../../db/schema/index.ts';

export const leadRepository = {
  /** Adds the email to the waitlist; `created` is false when it was already there. */
  async joinWaitlist(db: Executor, values: typeof waitlist.$inferInsert) {
    const [inserted] = await db
      .insert(waitlist)
      .values(values)
      .onConflictDoNothing({ target: waitlist.email })
      .returning({ id: waitlist.id, email: waitlist.email });
    if (inserted) return { entry: inserted, created: true };
    const [existing] = await db
      .select({ id: waitlist.id, email: waitlist.email })
      .from(waitlist)
      .where(eq(waitlist.email, values.email));
    return { entry: existing!, created: false };
  },

  /** Demo requests from one address since `since`. */
  async demoRequestsSince(db: Executor, email: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(demoRequests)
      .where(and(eq(demoRequests.email, email), gt(demoRequests.createdAt, since)));
    return row?.n ?? 0;
  },

  async insertDemoRequest(db: Executor, values: typeof demoRequests.$inferInsert) {
    const [row] = await db
      .insert(demoRequests)
      .values(values)
      .returning({ id: demoRequests.id, email: demoRequests.email });
    return row!;
  },
};
