import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedViews } from '../../db/schema/index.ts';
import { insertOne } from '../../lib/db/rows.ts';

export type SavedViewRow = typeof savedViews.$inferSelect;
export interface ViewOwner {
  merchantId: string;
  ownerId: string;
}

const ofOwner = (o: ViewOwner) =>
  and(eq(savedViews.merchantId, o.merchantId), eq(savedViews.ownerId, o.ownerId));
const oneOf = (o: ViewOwner, id: string) => and(ofOwner(o), eq(savedViews.id, id));

export const savedViewRepository = {
  list: (db: Executor, o: ViewOwner, list: string | undefined) =>
    db
      .select()
      .from(savedViews)
      .where(and(ofOwner(o), list === undefined ? undefined : eq(savedViews.list, list)))
      .orderBy(asc(savedViews.list), asc(savedViews.name)),

  async count(db: Executor, o: ViewOwner, list: string) {
    const [row] = await db
      .select({ n: count() })
      .from(savedViews)
      .where(and(ofOwner(o), eq(savedViews.list, list)));
    return row?.n ?? 0;
  },

  insert: (db: Executor, values: typeof savedViews.$inferInsert) => insertOne(db, savedViews, values),

  async rename(db: Executor, o: ViewOwner, id: string, name: string) {
    const [row] = await db
      .update(savedViews)
      .set({ name, updatedAt: new Date() })
      .where(oneOf(o, id))
      .returning();
    return row;
  },

  async delete(db: Executor, o: ViewOwner, id: string) {
    const rows = await db.delete(savedViews).where(oneOf(o, id)).returning({ id: savedViews.id });
    return rows.length;
  },
};
