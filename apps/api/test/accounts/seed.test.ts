import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, demoCustomers } from '../../src/seed/demo-accounts.ts';
import { seedDemoOnce } from '../../src/seed/seed.ts';
import { demoStaff } from '../../src/seed/demo-staff.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { bearer, login } from './account-helpers.ts';

describe('demo seed', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('seeds two sellers and a service provider once, each able to log in and with a customer book', async () => {
    expect(await seedDemoOnce(t.db)).toBeInstanceOf(Date);
    expect(await seedDemoOnce(t.db)).toBeUndefined();
    const roles = [];
    for (const account of demoAccounts) {
      const res = await login(t, account.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const { user, tokens } = res.json().data;
      roles.push(user.role);
      expect(user).toMatchObject({
        businessName: account.businessName,
        isEmailVerified: true,
        stage: 0,
        level: 1,
      });
      const book = await t.app.inject({
        method: 'GET',
        url: '/v1/users/customer',
        headers: bearer(tokens.access.token),
      });
      expect(book.json().data.totalResults).toBe(demoCustomers[account.email]?.length ?? 0);
    }
    expect(roles.sort()).toEqual(['seller', 'seller', 'serviceProvider']);
  });
});

describe('demo staff', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('gives the demo seller a sales and a support member who log in to its business', async () => {
    await seedDemoOnce(t.db);
    for (const member of demoStaff) {
      const res = await login(t, member.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const headers = bearer(res.json().data.tokens.access.token);
      const session = (await t.app.inject({ method: 'GET', url: '/v1/users/session', headers })).json().data;
      expect(session).toMatchObject({ role: member.role, actor: { kind: 'staff', name: member.name } });
      const wallet = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers });
      expect(wallet.statusCode).toBe(403);
    }
  });
});
