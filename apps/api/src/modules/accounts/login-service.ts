import { messages, type UserProfile } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { decoyHash, verifyPassword } from '../../lib/password.ts';
import { type IssuedToken, issueSession, revokeSession } from '../sessions/index.ts';
import { staffLogin } from '../staff/index.ts';
import type { AccountsContext } from './accounts-context.ts';
import { beginPasswordAttempt, clearPasswordAttempts } from './login-throttle.ts';
import { asSeenBy, toProfile } from './profile-mapper.ts';
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
  const member = user ? undefined : await staffLogin(ctx.db, email);
  const hash = user?.passwordHash ?? member?.passwordHash ?? (await decoyHash());
  if (!(await verifyPassword(hash, password)) || !(user ?? member)) throw incorrectCredentials();
  await clearPasswordAttempts(ctx.db, email);
  if (member) return staffSession(ctx, member);
  const session = await issueSession(ctx.db, user!.id, ctx.env.SESSION_TTL_HOURS);
  return { user: toProfile(user!), session };
}

/** A staff member signs in to the business they work in (decision 047). */
async function staffSession(ctx: AccountsContext, member: { id: string; merchantId: string }) {
  const business = await userRepository.findById(ctx.db, member.merchantId);
  if (!business) throw incorrectCredentials();
  const session = await issueSession(ctx.db, business.id, ctx.env.SESSION_TTL_HOURS, member.id);
  return { user: asSeenBy(toProfile(business), { kind: 'staff' }), session };
}

export const logout = (ctx: AccountsContext, token: string) => revokeSession(ctx.db, token);
