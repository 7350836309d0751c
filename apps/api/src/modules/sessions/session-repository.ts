import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export const sessionRepository = {
  async insert(db: Executor, userId: string, tokenHash: Buffer, expiresAt: Date) {
    await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  },

  /** The user behind a live (unrevoked, unexpired) session token. */
  async findUserByTokenHash(db: Executor, tokenHash: Buffer) {
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
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
