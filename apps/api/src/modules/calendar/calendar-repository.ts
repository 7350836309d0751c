import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarEntries } from '../../db/schema/index.ts';
import { insertOne } from '../../lib/db/rows.ts';

export type CalendarEntryRow = typeof calendarEntries.$inferSelect;
export type CalendarEntryInsert = typeof calendarEntries.$inferInsert;

const byId = (merchantId: string, id: string) =>
  and(eq(calendarEntries.merchantId, merchantId), eq(calendarEntries.id, id));

export const calendarRepository = {
  insert: (db: Executor, values: CalendarEntryInsert) => insertOne(db, calendarEntries, values),

  /** Entries overlapping [from, to) (index calendar_entries_merchant_start). */
  async overlapping(db: Executor, merchantId: string, from: Date, to: Date): Promise<CalendarEntryRow[]> {
    return db
      .select()
      .from(calendarEntries)
      .where(
        and(
          eq(calendarEntries.merchantId, merchantId),
          lt(calendarEntries.startsAt, to),
          gt(calendarEntries.endsAt, from),
        ),
      )
      .orderBy(asc(calendarEntries.startsAt), asc(calendarEntries.id));
  },

  async delete(db: Executor, merchantId: string, id: string): Promise<CalendarEntryRow | undefined> {
    const [row] = await db.delete(calendarEntries).where(byId(merchantId, id)).returning();
    return row;
  },
};
