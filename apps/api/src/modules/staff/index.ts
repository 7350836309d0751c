// What other modules may use of staff; everything else in the folder is its own.
export { type ActorGrant, actorOfSession, assertAllowed } from './actor.ts';
export { isStaffEmail } from './staff-repository.ts';
export { staffLogin } from './staff-login.ts';
