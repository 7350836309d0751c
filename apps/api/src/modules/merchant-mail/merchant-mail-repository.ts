import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantEmails, users } from '../../db/schema/index.ts';

export type MerchantEmailKind = (typeof merchantEmails.$inferInsert)['kind'];

export const merchantMailRepository = {
  /** Serialises one merchant's sends of one limit until the transaction ends (count, then insert). */
  async lock(db: Executor, merchantId: string, limit: string) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`merchant-mail:${limit}:${merchantId}`}))`);
  },

  /** Emails of these kinds in the last `seconds`, and how long until the oldest of them leaves the window. */
  async countRecent(db: Executor, merchantId: string, kinds: MerchantEmailKind[], seconds: number) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${merchantEmails.createdAt}) - now()), 0)::float8 + ${seconds}`,
      })
      .from(merchantEmails)
      .where(
        and(
          eq(merchantEmails.merchantId, merchantId),
          inArray(merchantEmails.kind, kinds),
          gt(merchantEmails.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row!;
  },

  /** Serialises every merchant's sends counted against the platform-wide ceiling. */
  async lockAll(db: Executor) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('merchant-mail:all-merchants'))`);
  },

  /** Emails of these kinds sent for any merchant in the last `seconds`, and when the oldest leaves the window. */
  async countRecentAll(db: Executor, kinds: MerchantEmailKind[], seconds: number) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${merchantEmails.createdAt}) - now()), 0)::float8 + ${seconds}`,
      })
      .from(merchantEmails)
      .where(
        and(
          inArray(merchantEmails.kind, kinds),
          gt(merchantEmails.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row!;
  },

  /** Whether the account owner has proven their email address (false for an unknown id). */
  async ownerEmailVerified(db: Executor, merchantId: string): Promise<boolean> {
    const [row] = await db
      .select({ verified: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, merchantId));
    return row?.verified ?? false;
  },

  async insert(db: Executor, merchantId: string, kind: MerchantEmailKind, recipient: string) {
    await db.insert(merchantEmails).values({ merchantId, kind, recipient: recipient.toLowerCase() });
  },
};
