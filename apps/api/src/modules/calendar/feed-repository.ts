import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export const feedRepository = {
  async find(db: Executor, merchantId: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.merchantId, merchantId));
    return row;
  },

  /** Keeps an existing feed (two first visits at once end with one feed); answers the feed that holds. */
  async createIfMissing(
    db: Executor,
    merchantId: string,
    salt: string,
    tokenHash: string,
  ): Promise<CalendarFeedRow> {
    await db.insert(calendarFeeds).values({ merchantId, salt, tokenHash }).onConflictDoNothing();
    return (await feedRepository.find(db, merchantId))!;
  },

  async replace(db: Executor, merchantId: string, salt: string, tokenHash: string): Promise<CalendarFeedRow> {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ merchantId, salt, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.merchantId,
        set: { salt, tokenHash, updatedAt: new Date() },
      })
      .returning();
    return row!;
  },

  async findByTokenHash(db: Executor, tokenHash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
    return row;
  },
};
