// What other modules may use of sessions; everything else in the folder is its own.
export {
  clearSessionCookie,
  findSessionUser,
  hashToken,
  issueSession,
  liveSessionHashes,
  revokeAllSessions,
  revokeSession,
  setSessionCookie,
} from './session-service.ts';
export type { IssuedToken } from './session-service.ts';
export { SESSION_COOKIE } from './session-service.ts';
