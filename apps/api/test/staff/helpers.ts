import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { outbox } from '../accounts/account-helpers.ts';

export const STAFF_PASSWORD = 'Quiet-Harbour-77';

export interface TestStaff {
  id: string;
  email: string;
  role: StaffRole;
  headers: { authorization: string };
}

export const staffEmail = () => `staff-${randomBytes(5).toString('hex')}@example.com`;

/** The token of the newest invitation link emailed to an address. */
export async function invitationToken(t: TestApp, email: string) {
  const [message] = await outbox(t, email);
  const token = message?.body.match(/\/join\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation sent to ${email}`);
  return token;
}

export const invite = (t: TestApp, owner: TestMerchant, email: string, role: StaffRole = 'sales') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/staff/invitations',
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    payload: { email, role },
  });

export const accept = (t: TestApp, token: string, name = 'Tolu Ade', password = STAFF_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/staff/join/${token}/accept`,
    payload: { name, password, confirmPassword: password },
  });

/** A staff member of `owner`'s business with `role`, signed in through the invitation link. */
export async function addStaff(t: TestApp, owner: TestMerchant, role: StaffRole): Promise<TestStaff> {
  const email = staffEmail();
  const invited = await invite(t, owner, email, role);
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const accepted = await accept(t, await invitationToken(t, email));
  if (accepted.statusCode !== 201) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const token = accepted.json().data.access.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const session = await t.app.inject({ method: 'GET', url: '/v1/users/session', headers });
  return { id: session.json().data.actor.id, email, role, headers };
}
