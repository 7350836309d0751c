import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantEmails, users } from '../../db/schema/index.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';

export type MerchantEmailKind = (typeof merchantEmails.$inferInsert)['kind'];

export const merchantMailRepository = {
  /** Serialises one merchant's sends of one limit until the transaction ends (count, then insert). */
  async lock(db: Executor, merchantId: string, limit: string) {
    await lockFor(db, `merchant-mail:${limit}:${merchantId}`);
  },

  /** Serialises every merchant's sends counted against the platform-wide ceiling. */
  async lockAll(db: Executor) {
    await lockFor(db, 'merchant-mail:all-merchants');
  },

  /**
   * Emails of these kinds in the last `seconds`, and how long until the oldest of them leaves the window —
   * of one merchant (to one address), or of every merchant (only accounts younger than `newAccountDays`).
   */
  async countRecent(
    db: Executor,
    kinds: MerchantEmailKind[],
    seconds: number,
    scope: { merchantId?: string; recipient?: string; newAccountDays?: number } = {},
  ) {
    const query = db
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${merchantEmails.createdAt}) - now()), 0)::float8 + ${seconds}`,
      })
      .from(merchantEmails);
    const where = and(
      inArray(merchantEmails.kind, kinds),
      gt(merchantEmails.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      scope.merchantId === undefined ? undefined : eq(merchantEmails.merchantId, scope.merchantId),
      scope.recipient === undefined ? undefined : eq(merchantEmails.recipient, scope.recipient.toLowerCase()),
      scope.newAccountDays === undefined
        ? undefined
        : gt(users.createdAt, sql`now() - make_interval(days => ${scope.newAccountDays})`),
    );
    const [row] =
      scope.newAccountDays === undefined
        ? await query.where(where)
        : await query.innerJoin(users, eq(users.id, merchantEmails.merchantId)).where(where);
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
