import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, staffMembers, users } from '../../db/schema/index.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { publishSessionsEnded } from '../realtime/index.ts';

/**
 * The lookup behind every authenticated request. The session row is read every time (no cache), so a
 * revocation takes effect on the very next request. A staff member's session names the business
 * (`users`) and the member, with their role.
 */
const userLookup = preparedPerHandle((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: users.businessName,
      expiresAt: sessions.expiresAt,
      staff: { id: staffMembers.id, name: staffMembers.name, role: staffMembers.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, sessions.staffMemberId))
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
  async insert(db: Executor, userId: string, tokenHash: Buffer, expiresAt: Date, staffMemberId?: string) {
    await db.insert(sessions).values({ userId, tokenHash, expiresAt, staffMemberId });
  },

  /** The user behind a live (unrevoked, unexpired) session token, and when that session expires. */
  async findUserByTokenHash(db: Executor, tokenHash: Buffer) {
    const [row] = await userLookup(db).execute({ tokenHash, now: new Date() });
    return row;
  },

  /** Which of these token hashes still belong to a live session. */
  async liveTokenHashes(db: Executor, tokenHashes: Buffer[]): Promise<Buffer[]> {
    if (tokenHashes.length === 0) return [];
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    return rows.map((row) => row.tokenHash);
  },

  /**
   * Revocations are the only writes to `revoked_at`, and each one tells every API instance (NOTIFY, sent
   * when the transaction commits) to re-check the user's open websockets, which then close.
   */
  async revoke(db: Executor, tokenHash: Buffer) {
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    for (const userId of new Set(revoked.map((row) => row.userId))) await publishSessionsEnded(db, userId);
  },

  /** The account holder's own sessions; the sessions of their staff stay (each member has a password of their own). */
  async revokeAllOfUser(db: Executor, userId: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.staffMemberId), isNull(sessions.revokedAt)));
    await publishSessionsEnded(db, userId);
  },
};
