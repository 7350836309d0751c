import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, walletPins } from '../../db/schema/index.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';

/**
 * True when PIN use is locked for the session: locked after the session began. A login after the lock
 * starts a session that is not locked, which is how "until the user logs in again" is kept.
 */
const lockedForSession = sql<boolean>`(${walletPins.lockedAt} IS NOT NULL AND (${sessions.createdAt} IS NULL OR ${sessions.createdAt} <= ${walletPins.lockedAt}))`;

/** Read on every GET /v1/wallet (issue 11: a prepared statement, see lib/prepared.ts). */
const stateForSession = preparedPerHandle((db) =>
  db
    .select({ lockedForSession })
    .from(walletPins)
    .leftJoin(
      sessions,
      and(eq(sessions.userId, walletPins.merchantId), eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
    )
    .where(eq(walletPins.merchantId, sql.placeholder('merchantId')))
    .prepare('wallet_pin_state'),
);

export const pinRepository = {
  /** The PIN row under a row lock (PIN checks of one merchant run one at a time), seen from a session. */
  async lockForSession(db: Executor, merchantId: string, tokenHash: Buffer | null) {
    const [row] = await db
      .select({
        pinHash: walletPins.pinHash,
        failedAttempts: walletPins.failedAttempts,
        lockedAt: walletPins.lockedAt,
        lockedForSession,
      })
      .from(walletPins)
      .leftJoin(
        sessions,
        and(eq(sessions.userId, walletPins.merchantId), eq(sessions.tokenHash, tokenHash ?? Buffer.alloc(0))),
      )
      .where(eq(walletPins.merchantId, merchantId))
      .for('update', { of: walletPins });
    return row;
  },

  async state(db: Executor, merchantId: string, tokenHash: Buffer | null) {
    const [row] = await stateForSession(db).execute({ merchantId, tokenHash: tokenHash ?? Buffer.alloc(0) });
    return row;
  },

  async insertIfAbsent(db: Executor, merchantId: string, pinHash: string): Promise<boolean> {
    const rows = await db
      .insert(walletPins)
      .values({ merchantId, pinHash })
      .onConflictDoNothing()
      .returning({ merchantId: walletPins.merchantId });
    return rows.length > 0;
  },

  async setAttempts(db: Executor, merchantId: string, failedAttempts: number, lock: boolean) {
    await db
      .update(walletPins)
      .set({ failedAttempts, ...(lock ? { lockedAt: sql`now()` } : {}) })
      .where(eq(walletPins.merchantId, merchantId));
  },

  async setHash(db: Executor, merchantId: string, pinHash: string) {
    await db
      .update(walletPins)
      .set({ pinHash, failedAttempts: 0 })
      .where(eq(walletPins.merchantId, merchantId));
  },
};
