import { type AcceptInvitationRequest, type InvitationPreview, staffMessages } from '@oja/contracts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { lookupHash } from '../../lib/capability-token.ts';
import { isUniqueViolation } from '../../lib/db/unique-violation.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/password.ts';
import { type IssuedToken, issueSession } from '../sessions/index.ts';
import { emailIsMerchant } from './owner-lookup.ts';
import type { StaffContext } from './staff-context.ts';
import { staffRepository } from './staff-repository.ts';

const missing = () => new AppError('NOT_FOUND', staffMessages.invitationNotFound);

/** The invitation behind a link, refused with a message that says why when it can no longer be used. */
async function usableInvitation(ctx: StaffContext, token: string) {
  const hash = lookupHash(token);
  const invitation = hash ? await staffRepository.invitationByHash(ctx.db, hash) : undefined;
  if (!invitation) throw missing();
  if (invitation.acceptedAt) throw conflict(staffMessages.invitationUsed);
  if (invitation.revokedAt) throw conflict(staffMessages.invitationRevoked);
  if (invitation.expiresAt <= new Date()) throw conflict(staffMessages.invitationExpired);
  return invitation;
}

export async function readInvitation(ctx: StaffContext, token: string): Promise<InvitationPreview> {
  const { businessName, email, role } = await usableInvitation(ctx, token);
  return { businessName: businessName || 'An Oja business', email, role };
}

/**
 * Creates the member's account from the invitation and signs them in. The claim on the invitation, the
 * account and the session are one transaction: a second accept (even at the same moment) is refused.
 */
export async function acceptInvitation(
  ctx: StaffContext,
  token: string,
  input: AcceptInvitationRequest,
): Promise<{ merchantId: string; session: IssuedToken }> {
  assertUncommonPassword(input.password, 'password');
  const invitation = await usableInvitation(ctx, token);
  if (await emailIsMerchant(ctx.db, invitation.email)) throw conflict(staffMessages.emailIsMerchant);
  const passwordHash = await hashPassword(input.password);
  const session = await ctx.db.transaction(async (tx) => {
    if (!(await staffRepository.claimInvitation(tx, invitation.id)))
      throw conflict(staffMessages.invitationUsed);
    const member = await staffRepository
      .insertMember(tx, {
        merchantId: invitation.merchantId,
        email: invitation.email,
        name: input.name,
        passwordHash,
        role: invitation.role,
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(staffMessages.emailIsStaff) : error;
      });
    return issueSession(tx, invitation.merchantId, ctx.env.SESSION_TTL_HOURS, member.id);
  });
  return { merchantId: invitation.merchantId, session };
}
