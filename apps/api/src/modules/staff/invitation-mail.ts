import { INVITATION_DAYS, roleDescriptions, type StaffRole } from '@oja/contracts';
import type { Env } from '../../config/env.ts';
import type { OutgoingMessage } from '../../providers/mail/mailer.ts';

/** The dashboard page where an invitation is read and accepted. */
export const invitationLink = (env: Env, token: string) => {
  const link = new URL('/join', env.PUBLIC_URL);
  link.searchParams.set('token', token);
  return link.href;
};

export function invitationEmail(
  to: string,
  businessName: string,
  role: StaffRole,
  link: string,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: `You are invited to ${businessName} on Oja`,
    text:
      `Hello,\n\n${businessName} invites you to join their team on Oja as ${role} ` +
      `(${roleDescriptions[role].toLowerCase()}).\n\n` +
      `Open this link within ${INVITATION_DAYS} days to choose your password and sign in:\n\n${link}\n\n` +
      'The link works once. If you did not expect this invitation, ignore this email.',
  };
}
