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

  /** Emails of these kinds from any account created in the last `newDays` days, in the last `seconds`. */
  async countRecentNewAccounts(db: Executor, kinds: MerchantEmailKind[], seconds: number, newDays: number) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${merchantEmails.createdAt}) - now()), 0)::float8 + ${seconds}`,
      })
      .from(merchantEmails)
      .innerJoin(users, eq(users.id, merchantEmails.merchantId))
      .where(
        and(
          inArray(merchantEmails.kind, kinds),
          gt(merchantEmails.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          gt(users.createdAt, sql`now() - make_interval(days => ${newDays})`),
        ),
      );
    return row!;
  },

  /** Emails of these kinds one merchant sent to one address in the last `seconds`. */
  async countRecentTo(db: Executor, merchantId: string, kinds: MerchantEmailKind[], recipient: string, seconds: number) {
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
          eq(merchantEmails.recipient, recipient.toLowerCase()),
          gt(merchantEmails.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row!;
  },

  /** Whether the owner has proven their email address, and whether the account is younger than `newDays`. */
  async owner(db: Executor, merchantId: string, newDays: number) {
    const [row] = await db
      .select({
        verified: users.isEmailVerified,
        isNew: sql<boolean>`${users.createdAt} > now() - make_interval(days => ${newDays})`,
      })
      .from(users)
      .where(eq(users.id, merchantId));
    return { verified: row?.verified ?? false, isNew: row?.isNew ?? true };
  },

  async insert(db: Executor, merchantId: string, kind: MerchantEmailKind, recipient: string) {
    await db.insert(merchantEmails).values({ merchantId, kind, recipient: recipient.toLowerCase() });
  },
};
