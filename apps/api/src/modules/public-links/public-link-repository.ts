import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PublicLinkKind, publicLinks } from '../../db/schema/index.ts';

export const publicLinkRepository = {
  insert: (tx: Executor, values: typeof publicLinks.$inferInsert) => tx.insert(publicLinks).values(values),

  /** The live link behind a token hash, of one kind; the only lookup not scoped by merchant. */
  async findLive(db: Executor, kind: PublicLinkKind, tokenHash: string) {
    const [row] = await db
      .select({ merchantId: publicLinks.merchantId, objectId: publicLinks.objectId })
      .from(publicLinks)
      .where(
        and(eq(publicLinks.tokenHash, tokenHash), eq(publicLinks.kind, kind), isNull(publicLinks.revokedAt)),
      );
    return row;
  },

  revokeAll: (tx: Executor, merchantId: string, kind: PublicLinkKind, objectId: string) =>
    tx
      .update(publicLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(publicLinks.merchantId, merchantId),
          eq(publicLinks.kind, kind),
          eq(publicLinks.objectId, objectId),
          isNull(publicLinks.revokedAt),
        ),
      ),
};
