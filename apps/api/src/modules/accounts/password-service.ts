import { randomBytes } from 'node:crypto';
import { accountMessages } from '@oja/contracts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, revokeAllSessions } from '../sessions/index.ts';
import type { AccountsContext } from './accounts-context.ts';
import { beginPasswordAttempt, clearPasswordAttempts } from './login-throttle.ts';
import { incorrectCredentials } from './login-service.ts';
import { passwordResetRepository } from './password-reset-repository.ts';
import { userRepository } from './user-repository.ts';

export const RESET_TTL_SECONDS = 60 * 60;
/** Reset emails per account per hour; further requests get the same answer but no email. */
const RESETS_PER_HOUR = 5;

/**
 * Emails a reset link when the account exists. The caller answers the same either way. The token has
 * 256 random bits; only its SHA-256 is stored.
 */
export async function requestPasswordReset(ctx: AccountsContext, email: string): Promise<void> {
  const user = await userRepository.findByEmail(ctx.db, email);
  if (!user) return;
  if ((await passwordResetRepository.countSince(ctx.db, user.id, 60 * 60)) >= RESETS_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await passwordResetRepository.retireUnused(tx, user.id);
    await passwordResetRepository.insert(
      tx,
      user.id,
      hashToken(token),
      new Date(Date.now() + RESET_TTL_SECONDS * 1000),
    );
  });
  const link = new URL('/reset-password', ctx.env.PUBLIC_URL);
  link.searchParams.set('token', token);
  await ctx.mailer.send({
    channel: 'email',
    to: user.email,
    subject: 'Reset your Oja password',
    text:
      `Hello ${user.firstName || 'there'},\n\nSomeone asked to reset the password of your Oja account. ` +
      `Open this link within one hour to choose a new password:\n\n${link.href}\n\n` +
      'If it was not you, ignore this email: your password stays as it is.',
  });
}

/** Sets a new password with a single-use token and ends every session of the account. */
export async function resetPassword(ctx: AccountsContext, token: string, password: string): Promise<void> {
  assertUncommonPassword(password, 'password');
  const tokenHash = hashToken(token);
  // Checked before the (deliberately slow) hashing, so invalid tokens cost the server little.
  if (!(await passwordResetRepository.findLive(ctx.db, tokenHash)))
    throw badRequest(accountMessages.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await passwordResetRepository.consume(tx, tokenHash);
    if (!userId) return undefined;
    await userRepository.setPasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId);
    return userRepository.findById(tx, userId);
  });
  if (!user) throw badRequest(accountMessages.resetLinkInvalid);
  await clearPasswordAttempts(ctx.db, user.email);
}

/**
 * Changes the password of a logged-in user after checking the current one (wrong guesses count
 * towards the login throttle), then ends every session, the current one included.
 */
export async function changePassword(
  ctx: AccountsContext,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user) throw notFound('User');
  await beginPasswordAttempt(ctx.db, user.email);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw incorrectCredentials();
  await clearPasswordAttempts(ctx.db, user.email);
  if (currentPassword === newPassword) throw badRequest(accountMessages.samePassword);
  assertUncommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await userRepository.setPasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId);
  });
}
