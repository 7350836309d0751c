import { and, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { otps } from '../../db/schema/index.ts';

export type OtpPurpose = 'email' | 'phone';

export const otpRepository = {
  /** Codes sent to an address within the last `windowSeconds`, and when the oldest of them leaves it. */
  async sendsInWindow(db: Executor, address: string, windowSeconds: number) {
    const window = sql`make_interval(secs => ${windowSeconds})`;
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        retryAfter: sql<
          number | null
        >`ceil(extract(epoch FROM min(${otps.createdAt}) + ${window} - now()))::int`,
      })
      .from(otps)
      .where(and(eq(otps.address, address), gt(otps.createdAt, sql`now() - ${window}`)));
    return { count: row?.count ?? 0, retryAfterSeconds: row?.retryAfter ?? 0 };
  },

  async pruneOlderThan(db: Executor, address: string, seconds: number) {
    await db
      .delete(otps)
      .where(
        and(eq(otps.address, address), lt(otps.createdAt, sql`now() - make_interval(secs => ${seconds})`)),
      );
  },

  async insert(db: Executor, values: typeof otps.$inferInsert) {
    await db.insert(otps).values(values);
  },

  /** The newest code of an address, locked so that concurrent guesses are counted one by one. */
  async latestForUpdate(db: Executor, purpose: OtpPurpose, address: string) {
    const [row] = await db
      .select({
        id: otps.id,
        codeHash: otps.codeHash,
        attempts: otps.attempts,
        consumedAt: otps.consumedAt,
        expired: sql<boolean>`${otps.expiresAt} <= now()`,
      })
      .from(otps)
      .where(and(eq(otps.purpose, purpose), eq(otps.address, address)))
      .orderBy(desc(otps.createdAt), desc(otps.id))
      .limit(1)
      .for('update');
    return row;
  },

  async countWrongAttempt(db: Executor, id: string) {
    await db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(eq(otps.id, id));
  },

  async consume(db: Executor, id: string) {
    await db
      .update(otps)
      .set({ consumedAt: sql`now()` })
      .where(eq(otps.id, id));
  },

  /** Whether a code for this address was used successfully within the last `seconds`. */
  async verifiedWithin(
    db: Executor,
    purpose: OtpPurpose,
    address: string,
    seconds: number,
  ): Promise<boolean> {
    const rows = await db
      .select({ id: otps.id })
      .from(otps)
      .where(
        and(
          eq(otps.purpose, purpose),
          eq(otps.address, address),
          isNotNull(otps.consumedAt),
          gt(otps.consumedAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
};
