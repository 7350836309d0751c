import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';

/**
 * The lookup behind every authenticated request. The session row is read every time (no cache), so a
 * revocation takes effect on the very next request.
 */
const userLookup = preparedPerHandle((db) =>
  db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user_by_token_hash'),
);

export const sessionRepository = {
  async insert(db: Executor, userId: string, tokenHash: Buffer, expiresAt: Date) {
    await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  },

  /** The user behind a live (unrevoked, unexpired) session token. */
  async findUserByTokenHash(db: Executor, tokenHash: Buffer) {
    const [row] = await userLookup(db).execute({ tokenHash, now: new Date() });
    return row;
  },

  async revoke(db: Executor, tokenHash: Buffer) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  },

  async revokeAllOfUser(db: Executor, userId: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
};
