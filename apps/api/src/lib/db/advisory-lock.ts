import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The 64-bit lock id of a key: every advisory lock of the API is named by text through this one hash. */
const lockId = (key: string) => sql`hashtextextended(${key}, 0)`;

/**
 * Serialises work on `key` (e.g. `withdrawals:<merchant id>`) across every API instance until the
 * surrounding transaction ends; used where a count-then-insert must not race.
 */
export async function lockFor(tx: Executor, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockId(key)})`);
}

/** Takes the lock on `key` to the end of the transaction if no one holds it; false when someone does. */
export async function tryLockFor(tx: Executor, key: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(${lockId(key)}) AS locked`,
  );
  return result.rows[0]?.locked === true;
}
