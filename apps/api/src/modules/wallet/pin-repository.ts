import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { walletPins } from '../../db/schema/index.ts';

/** Locked now: a lock was set and it has no end (needs the emailed code) or its end is still ahead. */
export const locked = sql<boolean>`(${walletPins.lockedAt} IS NOT NULL AND (${walletPins.lockedUntil} IS NULL OR ${walletPins.lockedUntil} > now()))`;
/** Seconds until a temporary lock ends; null for a lock that needs the emailed code. */
const secondsLeft = sql<number | null>`extract(epoch FROM ${walletPins.lockedUntil} - now())::float8`;

const CLEARED = {
  failedAttempts: 0,
  lockLevel: 0,
  lockedAt: null,
  lockedUntil: null,
  unlockCodeHash: null,
  unlockCodeExpiresAt: null,
  unlockCodeAttempts: 0,
};

/**
 * The merchant's PIN row. Every check, lock and unlock reads it with `forUpdate` first, so one merchant's
 * PIN attempts are evaluated one at a time, whichever session or API instance they come from.
 */
export const pinRepository = {
  async forUpdate(db: Executor, merchantId: string) {
    const [row] = await db
      .select({
        pinHash: walletPins.pinHash,
        failedAttempts: walletPins.failedAttempts,
        lockLevel: walletPins.lockLevel,
        locked,
        secondsLeft,
        unlockCodeHash: walletPins.unlockCodeHash,
        unlockCodeExpired: sql<boolean>`coalesce(${walletPins.unlockCodeExpiresAt} <= now(), true)`,
        unlockCodeAttempts: walletPins.unlockCodeAttempts,
      })
      .from(walletPins)
      .where(eq(walletPins.merchantId, merchantId))
      .for('update');
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

  async setFailedAttempts(db: Executor, merchantId: string, failedAttempts: number) {
    await db.update(walletPins).set({ failedAttempts }).where(eq(walletPins.merchantId, merchantId));
  },

  /** Locks PIN use for `minutes`, or (null) until the emailed code; the count starts again after it. */
  async lock(db: Executor, merchantId: string, lockLevel: number, minutes: number | null) {
    const [row] = await db
      .update(walletPins)
      .set({
        failedAttempts: 0,
        lockLevel,
        lockedAt: sql`now()`,
        lockedUntil: minutes === null ? null : sql`now() + make_interval(mins => ${minutes})`,
      })
      .where(eq(walletPins.merchantId, merchantId))
      .returning({ secondsLeft });
    return row!;
  },

  /** A right PIN or a right unlock code: no lock, no count, no escalation, no code left. */
  async clear(db: Executor, merchantId: string) {
    await db.update(walletPins).set(CLEARED).where(eq(walletPins.merchantId, merchantId));
  },

  async setUnlockCode(db: Executor, merchantId: string, codeHash: string, ttlSeconds: number) {
    const [row] = await db
      .update(walletPins)
      .set({
        unlockCodeHash: codeHash,
        unlockCodeExpiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
        unlockCodeAttempts: 0,
      })
      .where(eq(walletPins.merchantId, merchantId))
      .returning({ expiresAt: walletPins.unlockCodeExpiresAt });
    return row!.expiresAt!;
  },

  async countWrongCode(db: Executor, merchantId: string) {
    await db
      .update(walletPins)
      .set({ unlockCodeAttempts: sql`${walletPins.unlockCodeAttempts} + 1` })
      .where(eq(walletPins.merchantId, merchantId));
  },

  async setHash(db: Executor, merchantId: string, pinHash: string) {
    await db.update(walletPins).set({ pinHash }).where(eq(walletPins.merchantId, merchantId));
  },
};
