import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

export const loginAttemptRepository = {
  async insert(db: Executor, email: string): Promise<string> {
    const [row] = await db.insert(loginAttempts).values({ email }).returning({ id: loginAttempts.id });
    return row!.id;
  },

  /**
   * When the `limit`-th most recent failure inside the window leaves it, in seconds from now; null when
   * there are fewer than `limit` failures in the window.
   */
  async secondsUntilBelowLimit(db: Executor, email: string, limit: number, windowSeconds: number) {
    const [row] = await db
      .select({
        seconds: sql<number>`ceil(extract(epoch FROM ${loginAttempts.createdAt} + make_interval(secs => ${windowSeconds}) - now()))::int`,
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since(windowSeconds))))
      .orderBy(desc(loginAttempts.createdAt))
      .offset(limit - 1)
      .limit(1);
    return row ? row.seconds : null;
  },

  async pruneOlderThan(db: Executor, email: string, seconds: number) {
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, email), lt(loginAttempts.createdAt, since(seconds))));
  },

  /** Drops a bounded batch of stale rows of any address, so one-off emails do not pile up. */
  async pruneStale(db: Executor, seconds: number, batch = 500) {
    const stale = db
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .where(lt(loginAttempts.createdAt, since(seconds)))
      .limit(batch);
    await db.delete(loginAttempts).where(inArray(loginAttempts.id, stale));
  },

  async deleteAll(db: Executor, email: string) {
    await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  },
};
