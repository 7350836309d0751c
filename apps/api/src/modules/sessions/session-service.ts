import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { sessionRepository } from './session-repository.ts';

/** The cookie that carries the session token (docs/product/services.md#calls). */
export const SESSION_COOKIE = 'access-token';

export const hashToken = (token: string) => createHash('sha256').update(token).digest();

export interface IssuedToken {
  token: string;
  expires: Date;
}

/**
 * Issues a 256-bit random bearer token; only its hash is stored, so a database leak reveals no session.
 * A staff member's session is the business's (`userId`) with the member named.
 */
export async function issueSession(
  db: Executor,
  userId: string,
  ttlHours: number,
  staffMemberId?: string,
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + ttlHours * 3_600_000);
  await sessionRepository.insert(db, userId, hashToken(token), expires, staffMemberId);
  return { token, expires };
}

export const revokeSession = (db: Executor, token: string) => sessionRepository.revoke(db, hashToken(token));
export const revokeAllSessions = (db: Executor, userId: string) =>
  sessionRepository.revokeAllOfUser(db, userId);

export function setSessionCookie(reply: FastifyReply, { token, expires }: IssuedToken) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: '/' });
}

/** The signed-in user of a session token's hash, while the session is alive. */
export const findSessionUser = (db: Executor, tokenHash: Buffer) =>
  sessionRepository.findUserByTokenHash(db, tokenHash);

/** Which of these token hashes still belong to live sessions (the socket hub drops the others). */
export const liveSessionHashes = (db: Executor, tokenHashes: Buffer[]) =>
  sessionRepository.liveTokenHashes(db, tokenHashes);
