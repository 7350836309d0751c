import { sql } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';

/** What the account services need from the app: the database, the mail transport and the settings. */
export interface AccountsContext {
  db: Database;
  mailer: Mailer;
  env: Env;
}

/**
 * Serialises work on one key (an email, a phone number) across every API instance until the
 * surrounding transaction ends; used where a count-then-insert must not race.
 */
export async function lockKey(tx: Executor, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** A 429 that tells the caller how long to wait, in the message and in Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new AppError('TOO_MANY_REQUESTS', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** The constraint a PostgreSQL unique violation broke (drizzle wraps the driver error in `cause`). */
export function violatedUnique(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}

/** Phone numbers are compared without separators: '+234 803-123' and '+234803123' are one address. */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');
