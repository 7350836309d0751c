import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Permission } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';

const shown = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};
export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'merchantId' | 'secretHash' | 'revokedAt'> & {
  scopes: Permission[];
};

export const apiKeyRepository = {
  async insert(
    db: Executor,
    row: { merchantId: string; name: string; prefix: string; secretHash: Buffer; scopes: Permission[] },
  ) {
    const [key] = await db.insert(apiKeys).values(row).returning(shown);
    return key as ApiKeyRow;
  },

  /** The merchant's live keys, newest first (a merchant has a handful). */
  listLive: (db: Executor, merchantId: string) =>
    db
      .select(shown)
      .from(apiKeys)
      .where(and(eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt)) as Promise<ApiKeyRow[]>,

  async revoke(db: Executor, merchantId: string, id: string) {
    const rows = await db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.merchantId, merchantId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  },

  /** The live key with this secret hash and the owner it acts for. */
  async findLive(db: Executor, secretHash: Buffer) {
    const [row] = await db
      .select({
        id: apiKeys.id,
        merchantId: apiKeys.merchantId,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        email: users.email,
        role: users.role,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.merchantId))
      .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
    return row;
  },

  /** Records a use, unless one was recorded in the last minute (by this instance or another). */
  touch: (db: Executor, merchantId: string, id: string) =>
    db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.merchantId, merchantId),
          eq(apiKeys.id, id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      ),
};
