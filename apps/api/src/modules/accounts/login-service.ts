import { messages, type UserProfile } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { decoyHash, verifyPassword } from '../../lib/password.ts';
import { type IssuedToken, issueSession, revokeSession } from '../sessions/index.ts';
import type { AccountsContext } from './accounts-context.ts';
import { beginPasswordAttempt, clearPasswordAttempts } from './login-throttle.ts';
import { toProfile } from './profile-mapper.ts';
import { userRepository } from './user-repository.ts';

export const incorrectCredentials = () => new AppError('UNAUTHENTICATED', messages.incorrectCredentials);

/**
 * Email and password → a new session. An unknown email is checked against a decoy hash, so it costs
 * as much time as a wrong password and both answer the same 401.
 */
export async function login(
  ctx: AccountsContext,
  email: string,
  password: string,
): Promise<{ user: UserProfile; session: IssuedToken }> {
  await beginPasswordAttempt(ctx.db, email);
  const user = await userRepository.findByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !valid) throw incorrectCredentials();
  await clearPasswordAttempts(ctx.db, email);
  const session = await issueSession(ctx.db, user.id, ctx.env.SESSION_TTL_HOURS);
  return { user: toProfile(user), session };
}

export const logout = (ctx: AccountsContext, token: string) => revokeSession(ctx.db, token);
