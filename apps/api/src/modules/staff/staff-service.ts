import { INVITATION_DAYS, type InviteStaffRequest, staffMessages, type StaffRole } from '@oja/contracts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newCapabilityToken } from '../../lib/capability-token.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import type { Executor } from '../../db/client.ts';
import { publishSessionsEnded } from '../realtime/index.ts';
import { invitationEmail, invitationLink } from './invitation-mail.ts';
import type { StaffContext } from './staff-context.ts';
import { isStaffEmail, staffRepository } from './staff-repository.ts';
import { emailIsMerchant, ownerOf } from './owner-lookup.ts';

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

/** An id that cannot be a UUID names no row: answered like a missing one. */
function assertId(id: string, what: 'Invitation' | 'Staff member') {
  if (!isUuid(id)) throw notFound(what);
}

export async function listStaff(ctx: StaffContext, merchantId: string) {
  const [members, invitations] = await Promise.all([
    staffRepository.members(ctx.db, merchantId),
    staffRepository.openInvitations(ctx.db, merchantId),
  ]);
  return { members, invitations };
}

/** An email that may be invited: not the owner's, no merchant's, no staff member's, not invited already. */
async function assertInvitable(db: Executor, merchantId: string, email: string) {
  const owner = await ownerOf(db, merchantId);
  if (owner.email === email) throw conflict(staffMessages.ownEmail);
  if (await emailIsMerchant(db, email)) throw conflict(staffMessages.emailIsMerchant);
  if (await isStaffEmail(db, email)) throw conflict(staffMessages.emailIsStaff);
  if (await staffRepository.hasOpenInvitation(db, merchantId, email))
    throw conflict(staffMessages.alreadyInvited);
  return owner;
}

/** Records an invitation and emails its single-use link (the email is sent with the record, or neither). */
export async function inviteStaff(
  ctx: StaffContext,
  db: Executor,
  merchantId: string,
  input: InviteStaffRequest,
) {
  const owner = await assertInvitable(db, merchantId, input.email);
  const { token, tokenHash } = newCapabilityToken();
  const invitation = await staffRepository.insertInvitation(db, {
    merchantId,
    email: input.email,
    role: input.role,
    tokenHash,
    expiresAt: expiry(),
  });
  await ctx.mailer.send(
    invitationEmail(input.email, owner.businessName, input.role, invitationLink(ctx.env, token)),
  );
  return invitation;
}

/** A fresh link, valid for another seven days; the previous link stops working. */
export async function resendInvitation(ctx: StaffContext, merchantId: string, id: string) {
  assertId(id, 'Invitation');
  const owner = await ownerOf(ctx.db, merchantId);
  const { token, tokenHash } = newCapabilityToken();
  const invitation = await staffRepository.renewInvitation(ctx.db, merchantId, id, tokenHash, expiry());
  if (!invitation) throw notFound('Invitation');
  await ctx.mailer.send(
    invitationEmail(invitation.email, owner.businessName, invitation.role, invitationLink(ctx.env, token)),
  );
  return invitation;
}

export async function revokeInvitation(ctx: StaffContext, merchantId: string, id: string) {
  assertId(id, 'Invitation');
  if (!(await staffRepository.revokeInvitation(ctx.db, merchantId, id))) throw notFound('Invitation');
}

/** A new role applies from the member's very next request (the session reads it every time). */
export async function changeRole(ctx: StaffContext, merchantId: string, id: string, role: StaffRole) {
  assertId(id, 'Staff member');
  const member = await staffRepository.setRole(ctx.db, merchantId, id, role);
  if (!member) throw notFound('Staff member');
  return member;
}

/** Removes a member: their sessions end at once, open sockets included. */
export async function removeMember(ctx: StaffContext, merchantId: string, id: string) {
  assertId(id, 'Staff member');
  await ctx.db.transaction(async (tx) => {
    if (!(await staffRepository.remove(tx, merchantId, id))) throw notFound('Staff member');
    await publishSessionsEnded(tx, merchantId);
  });
}
