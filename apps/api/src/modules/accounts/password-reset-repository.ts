import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export const passwordResetRepository = {
  async countSince(db: Executor, userId: string, seconds: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          gt(passwordResets.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row?.n ?? 0;
  },

  /** Only the newest link works: earlier unused ones are retired when a new one is issued. */
  async retireUnused(db: Executor, userId: string) {
    await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  async insert(db: Executor, userId: string, tokenHash: Buffer, expiresAt: Date) {
    await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  },

  /** The user of a live (unused, unexpired) token, without using it. */
  async findLive(db: Executor, tokenHash: Buffer): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row?.userId;
  },

  /** Uses a live token up; of two parallel requests with one token, only one gets the user back. */
  async consume(db: Executor, tokenHash: Buffer): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  },
};
