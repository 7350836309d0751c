import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

export const uploadRepository = {
  async insert(db: Executor, row: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [inserted] = await db.insert(uploads).values(row).returning();
    return inserted!;
  },

  /** The merchant's uploads whose public id or secure URL is one of `refs`; other merchants' never match. */
  async findOwn(db: Executor, merchantId: string, refs: string[]): Promise<UploadRow[]> {
    if (refs.length === 0) return [];
    return db
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.merchantId, merchantId),
          or(inArray(uploads.publicId, refs), inArray(uploads.secureUrl, refs)),
        ),
      );
  },
};
