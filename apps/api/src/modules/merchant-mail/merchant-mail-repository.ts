import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantEmails } from '../../db/schema/index.ts';

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

  async insert(db: Executor, merchantId: string, kind: MerchantEmailKind, recipient: string) {
    await db.insert(merchantEmails).values({ merchantId, kind, recipient: recipient.toLowerCase() });
  },
};
