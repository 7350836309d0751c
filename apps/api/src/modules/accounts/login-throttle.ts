import { retryMessage } from '@oja/contracts';
import type { Database } from '../../db/client.ts';
import { loginAttemptRepository } from './login-attempt-repository.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Records a password attempt for an account before the password is checked, refusing it with 429
 * once LOGIN_MAX_FAILURES attempts sit in the window. The row counts as a failure until `clear` removes
 * it, so parallel guesses are counted too. Unknown emails are throttled the same way, so the throttle
 * does not reveal which accounts exist.
 */
export async function beginPasswordAttempt(db: Database, email: string): Promise<void> {
  const waitSeconds = await db.transaction(async (tx) => {
    await lockFor(tx, `login:${email}`);
    await loginAttemptRepository.pruneOlderThan(tx, email, LOGIN_WINDOW_SECONDS);
    const wait = await loginAttemptRepository.secondsUntilBelowLimit(
      tx,
      email,
      LOGIN_MAX_FAILURES,
      LOGIN_WINDOW_SECONDS,
    );
    if (wait !== null) return wait;
    await loginAttemptRepository.insert(tx, email);
    return null;
  });
  if (waitSeconds !== null) {
    throw tooManyRequests(retryMessage('Too many failed login attempts.', waitSeconds), waitSeconds);
  }
}

/** A correct password clears the account's failures. */
export async function clearPasswordAttempts(db: Database, email: string): Promise<void> {
  await loginAttemptRepository.deleteAll(db, email);
  await loginAttemptRepository.pruneStale(db, LOGIN_WINDOW_SECONDS);
}
