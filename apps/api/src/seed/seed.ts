import { eq } from 'drizzle-orm';
import type { Env } from '../config/env.ts';
import { createDatabase, createPool, type Database } from '../db/client.ts';
import { appMeta, customers, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD, demoAccounts, demoCustomers } from './demo-accounts.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { tellDemoStory } from './demo-story.ts';

export const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo accounts once per database: a later start finds the marker and changes nothing.
 * Resolves to the marker's time (the story's "now") when this call seeded, undefined otherwise.
 */
export async function seedDemoOnce(db: Database, now = new Date()): Promise<Date | undefined> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return undefined;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of demoAccounts) {
      const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing.length > 0) continue;
      const [user] = await tx
        .insert(users)
        .values({ ...account, passwordHash, isEmailVerified: true })
        .returning({ id: users.id });
      const book = demoCustomers[account.email] ?? [];
      if (book.length > 0)
        await tx.insert(customers).values(book.map((c) => ({ ...c, merchantId: user!.id })));
    }
    await seedDemoStaff(tx, passwordHash);
    return now;
  });
}

export interface SeedReport {
  seeded: boolean;
  /** Milliseconds per step of the story (empty for `accounts` or when nothing was seeded). */
  steps: [string, number][];
  totalMs: number;
}

/** Connections the seed keeps busy at once (its buyers check out side by side). */
const SEED_CONNECTIONS = 16;

/**
 * The seed's sessions commit without waiting for the disk (`synchronous_commit = off`), the usual
 * setting for a bulk load: a crash can lose only the last moments of the seed, never break its
 * consistency, and the demo is rebuilt with `npm run demo:reset`. The server's own pool is untouched.
 */
export function bulkLoadUrl(url: string): string {
  const bulk = new URL(url);
  bulk.searchParams.set('options', '-c synchronous_commit=off');
  return bulk.toString();
}

/**
 * The demo as SEED_DEMO asks: on the first start only, the accounts, then (for `full`) their history,
 * on a pool of the seed's own (closed when done). `now` is the story's present (default: the moment
 * of the first start).
 */
export async function seedDemo(env: Env, url: string, options: { now?: Date } = {}): Promise<SeedReport> {
  const started = performance.now();
  const steps: [string, number][] = [];
  if (env.SEED_DEMO === 'false') return { seeded: false, steps, totalMs: 0 };
  const pool = createPool(bulkLoadUrl(url), SEED_CONNECTIONS);
  try {
    const now = await seedDemoOnce(createDatabase(pool), options.now);
    if (now && env.SEED_DEMO === 'full') {
      await tellDemoStory(env, pool, { now, onStep: (step, ms) => steps.push([step, ms]) });
    }
    return { seeded: now !== undefined, steps, totalMs: performance.now() - started };
  } finally {
    await pool.end();
  }
}
