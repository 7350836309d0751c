import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversations, type PublicLinkKind, publicLinks, users } from '../../db/schema/index.ts';

/** The merchant's live links of one kind to one object. */
const liveLinksOf = (merchantId: string, kind: PublicLinkKind, objectId: string) =>
  and(
    eq(publicLinks.merchantId, merchantId),
    eq(publicLinks.kind, kind),
    eq(publicLinks.objectId, objectId),
    isNull(publicLinks.revokedAt),
  );

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

  /** The merchant's link behind a token hash, live or revoked (the merchant's dashboard asks about its own). */
  async findOwn(db: Executor, merchantId: string, tokenHash: string) {
    const [row] = await db
      .select({ kind: publicLinks.kind, objectId: publicLinks.objectId, revokedAt: publicLinks.revokedAt })
      .from(publicLinks)
      .where(and(eq(publicLinks.merchantId, merchantId), eq(publicLinks.tokenHash, tokenHash)));
    return row;
  },

  revokeAll: (tx: Executor, merchantId: string, kind: PublicLinkKind, objectId: string) =>
    tx
      .update(publicLinks)
      .set({ revokedAt: new Date() })
      .where(liveLinksOf(merchantId, kind, objectId)),

  /**
   * Ends the chat entries made from an order's or a booking's pages (the live entries into conversations
   * about it): whoever held a revoked page link no longer reaches the chat through an entry it opened.
   */
  revokeChatEntriesOf: (tx: Executor, merchantId: string, about: 'order' | 'booking', objectId: string) =>
    tx
      .update(publicLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(publicLinks.merchantId, merchantId),
          eq(publicLinks.kind, 'chat'),
          isNull(publicLinks.revokedAt),
          inArray(
            publicLinks.objectId,
            tx
              .select({ id: conversations.id })
              .from(conversations)
              .where(
                and(
                  eq(conversations.merchantId, merchantId),
                  eq(about === 'order' ? conversations.orderId : conversations.bookingId, objectId),
                ),
              ),
          ),
        ),
      ),

  /** Ends every live link of one kind to an object but the `keep` newest. */
  revokeAllButNewest: (
    tx: Executor,
    merchantId: string,
    kind: PublicLinkKind,
    objectId: string,
    keep: number,
  ) =>
    tx
      .update(publicLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          liveLinksOf(merchantId, kind, objectId),
          notInArray(
            publicLinks.id,
            tx
              .select({ id: publicLinks.id })
              .from(publicLinks)
              .where(liveLinksOf(merchantId, kind, objectId))
              .orderBy(desc(publicLinks.createdAt), desc(publicLinks.id))
              .limit(keep),
          ),
        ),
      ),

  /** The name a link's email is sent under: the business name, else the owner's. */
  async merchantName(db: Executor, merchantId: string): Promise<string> {
    const [row] = await db
      .select({
        name: sql<string>`coalesce(nullif(trim(${users.businessName}), ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
      })
      .from(users)
      .where(eq(users.id, merchantId));
    return row?.name ?? '';
  },
};
