import { invitationToken, invite, STAFF_PASSWORD, staffEmail } from '../staff/helpers.ts';
import type { WriteCall, WriteContext } from './write-bodies.ts';

/** Valid bodies of the staff routes, by `METHOD path` (part of WRITE_BODIES). */
export const STAFF_WRITE_BODIES: Record<string, (c: WriteContext) => Promise<WriteCall> | WriteCall> = {
  'POST /v1/staff/invitations': () => ({
    url: '/v1/staff/invitations',
    body: { email: staffEmail(), role: 'sales' },
  }),
  'PATCH /v1/staff/{id}': (c) => ({ url: `/v1/staff/${c.ids.staffMember}`, body: { role: 'manager' } }),
  'POST /v1/staff/join/{token}/accept': async (c) => {
    const email = staffEmail();
    await invite(c.t, c.a, email);
    const token = await invitationToken(c.t, email);
    return {
      url: `/v1/staff/join/${token}/accept`,
      body: { name: 'Ngozi Eze', password: STAFF_PASSWORD },
      headers: {},
    };
  },
};
