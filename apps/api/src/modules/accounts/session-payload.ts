import type { LoginResponse, UserProfile } from '@oja/contracts';
import type { FastifyReply } from 'fastify';
import { type IssuedToken, setSessionCookie } from '../sessions/index.ts';

/** Sets the access-token cookie and returns docs/product/onboarding.md#profile-and-password's login response for the new session. */
export function startSession(reply: FastifyReply, user: UserProfile, session: IssuedToken): LoginResponse {
  setSessionCookie(reply, session);
  return { user, tokens: { access: { token: session.token, expires: session.expires.toISOString() } } };
}
