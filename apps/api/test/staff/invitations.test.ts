import { permissionMessages, rolePermissions, staffMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { login, onboarding } from '../accounts/account-helpers.ts';
import { accept, addStaff, invitationToken, invite, STAFF_PASSWORD, staffEmail } from './helpers.ts';

let t: TestApp;
let owner: TestMerchant;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createMerchant(t, { businessName: 'Mama Put Kitchen' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('invitations', () => {
  it('emails a single-use link that names the business and the role, and signs the new member in', async () => {
    const email = staffEmail();
    const invited = await invite(t, owner, email, 'support');
    expect(invited.statusCode).toBe(201);
    const token = await invitationToken(t, email);
    const preview = await get(`/v1/staff/join/${token}`, {});
    expect(preview.json().data).toEqual({ businessName: 'Mama Put Kitchen', email, role: 'support' });

    const accepted = await accept(t, token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers['set-cookie']).toContain('access-token=');
    const again = await accept(t, token, 'Someone Else', 'Another-Pass-99');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffMessages.invitationUsed);

    const headers = { authorization: `Bearer ${accepted.json().data.access.token}` };
    const profile = (await get('/v1/users/profile', headers)).json().data;
    expect(profile.id).toBe(owner.id);
    expect(profile.bank).toBeNull();
    const session = (await get('/v1/users/session', headers)).json().data;
    expect(session).toMatchObject({
      actor: { kind: 'staff', name: 'Tolu Ade' },
      role: 'support',
      businessName: 'Mama Put Kitchen',
      permissions: [...rolePermissions.support],
    });
  });

  it('lets only one of two accepts at the same moment through', async () => {
    const email = staffEmail();
    await invite(t, owner, email);
    const token = await invitationToken(t, email);
    const answers = await Promise.all([accept(t, token, 'First One'), accept(t, token, 'Second One')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM staff_members WHERE email = $1', [
      email,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses an expired link, a revoked one and a resent one’s old link, each with its reason', async () => {
    const expired = staffEmail();
    await invite(t, owner, expired);
    await t.pool.query(
      `UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [expired],
    );
    const late = await accept(t, await invitationToken(t, expired));
    expect([late.statusCode, late.json().message]).toEqual([409, staffMessages.invitationExpired]);

    const revoked = staffEmail();
    const { id } = (await invite(t, owner, revoked)).json().data;
    const token = await invitationToken(t, revoked);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v1/staff/invitations/${id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const refused = await accept(t, token);
    expect([refused.statusCode, refused.json().message]).toEqual([409, staffMessages.invitationRevoked]);

    const resent = staffEmail();
    const invitation = (await invite(t, owner, resent)).json().data;
    const first = await invitationToken(t, resent);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/invitations/${invitation.id}/resend`,
      headers: owner.headers,
    });
    expect(resend.statusCode).toBe(200);
    expect((await accept(t, first)).statusCode).toBe(404);
    expect((await accept(t, await invitationToken(t, resent))).statusCode).toBe(201);
    expect((await get('/v1/staff/join/not-a-token', {})).statusCode).toBe(404);
  });

  it('refuses a merchant’s email, a member’s email, the owner’s own and a second open invitation', async () => {
    const merchant = await createMerchant(t);
    const member = await addStaff(t, owner, 'sales');
    const pending = staffEmail();
    await invite(t, owner, pending);
    const cases: [string, string][] = [
      [merchant.email, staffMessages.emailIsMerchant],
      [member.email, staffMessages.emailIsStaff],
      [owner.email, staffMessages.ownEmail],
      [pending, staffMessages.alreadyInvited],
    ];
    for (const [email, message] of cases) {
      const res = await invite(t, owner, email);
      expect([res.statusCode, res.json().message], email).toEqual([409, message]);
    }
    const bad = await invite(t, owner, staffEmail(), 'owner' as never);
    expect(bad.statusCode).toBe(400);
  });

  it('lists members and pending invitations to the owner only', async () => {
    const member = await addStaff(t, owner, 'manager');
    const list = (await get('/v1/staff', owner.headers)).json().data;
    expect(list.members.map((m: { email: string }) => m.email)).toContain(member.email);
    expect(list.invitations.length).toBeGreaterThan(0);
    const asStaff = await get('/v1/staff', member.headers);
    expect([asStaff.statusCode, asStaff.json().message]).toEqual([403, permissionMessages.ownerOnly]);
  });
});

describe('staff sessions', () => {
  it('logs a member in with their own email and password, into the owner’s business', async () => {
    const member = await addStaff(t, owner, 'sales');
    const res = await login(t, member.email, STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().data.tokens.access.token}` };
    const profile = (await get('/v1/users/profile', headers)).json().data;
    const { actor } = (await get('/v1/users/session', headers)).json().data;
    expect([profile.id, actor.kind, actor.id]).toEqual([owner.id, 'staff', member.id]);
    expect((await login(t, member.email, 'Wrong-Password-1')).statusCode).toBe(401);
  });

  it('applies a new role on the next request and ends every session of a removed member at once', async () => {
    const member = await addStaff(t, owner, 'sales');
    const second = await login(t, member.email, STAFF_PASSWORD);
    const other = { authorization: `Bearer ${second.json().data.tokens.access.token}` };
    expect((await get('/v1/products', member.headers)).statusCode).toBe(200);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/staff/${member.id}`,
      headers: owner.headers,
      payload: { role: 'support' },
    });
    expect(patch.json().data.role).toBe('support');
    const denied = await get('/v1/products', member.headers);
    expect([denied.statusCode, denied.json().message]).toEqual([
      403,
      permissionMessages.missing('products.read'),
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/staff/${member.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/v1/users/profile', member.headers)).statusCode).toBe(401);
    expect((await get('/v1/users/profile', other)).statusCode).toBe(401);
    expect((await login(t, member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await get('/v1/users/profile', owner.headers)).statusCode).toBe(200);
  });

  it('answers another business’s member and invitation ids as missing', async () => {
    const other = await createMerchant(t);
    const member = await addStaff(t, owner, 'sales');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/staff/${member.id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    for (const url of ['/v1/staff/1e308', '/v1/staff/invitations/NaN'])
      expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
    expect((await get('/v1/users/profile', member.headers)).statusCode).toBe(200);
  });
});

describe('a member’s email', () => {
  it('cannot open a business of its own', async () => {
    const member = await addStaff(t, owner, 'support');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: onboarding({ email: member.email }),
    });
    expect(res.statusCode).toBe(409);
  });
});
