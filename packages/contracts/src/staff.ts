import { z } from 'zod';
import { emailField, passwordField, personName } from './account-fields.ts';
import { actorKind } from './audit.ts';
import { permissions, staffRoles } from './permissions.ts';
import { timestamp } from './timestamp.ts';

export const staffRole = z.enum(staffRoles, { error: 'Choose a role: manager, sales, support or finance' });

/** Who made a request: the owner, a staff member, or an API key, acting inside one business. */
export const actor = z.object({
  kind: actorKind,
  id: z.string(),
  name: z.string(),
});
export type Actor = z.infer<typeof actor>;

/** GET /v1/users/session: the signed-in person, their business and what they may do. */
export const sessionInfo = z.object({
  actor,
  role: z.string(),
  businessName: z.string().nullable(),
  permissions: z.array(z.enum(permissions)),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const inviteStaffRequest = z.object({ email: emailField, role: staffRole });
export type InviteStaffRequest = z.infer<typeof inviteStaffRequest>;
export const changeStaffRoleRequest = z.object({ role: staffRole });

export const staffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  createdAt: timestamp,
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRole,
  expiresAt: timestamp,
  createdAt: timestamp,
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

export const staffList = z.object({ members: z.array(staffMember), invitations: z.array(staffInvitation) });
export type StaffList = z.infer<typeof staffList>;

/** GET /v1/staff/invitations/accept/{token}: what the invited person sees before accepting. */
export const invitationPreview = z.object({ businessName: z.string(), email: z.string(), role: staffRole });
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const acceptInvitationRequest = z
  .object({
    name: personName('Enter your name'),
    password: passwordField,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;

export const INVITATION_DAYS = 7;

export const staffMessages = {
  listed: 'Staff fetched',
  invited: 'Invitation sent',
  resent: 'Invitation sent again',
  revoked: 'Invitation revoked',
  roleChanged: 'Role changed',
  removed: 'Staff member removed; their sessions have ended',
  invitationRead: 'Invitation found',
  accepted: 'Welcome to the team',
  invitationNotFound: 'This invitation link is not valid. Ask the owner to send a new one.',
  invitationExpired: 'This invitation has expired. Ask the owner to send a new one.',
  invitationUsed: 'This invitation has already been accepted. Sign in with your email and password.',
  invitationRevoked: 'This invitation was withdrawn by the owner.',
  emailIsMerchant: 'This email already belongs to an Oja business account. Invite another email address.',
  emailIsStaff: 'This email already belongs to a staff member. Invite another email address.',
  alreadyInvited: 'This email already has a pending invitation. Resend it instead.',
  ownEmail: 'This is your own email. Invite a staff member with theirs.',
  memberNotFound: 'Staff member not found',
  invitationMissing: 'Invitation not found',
} as const;
