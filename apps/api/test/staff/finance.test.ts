import { permissionMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, balanceOf, createWalletApp, PIN, saveBank, setPin, topUp } from '../wallet/wallet-helpers.ts';
import { addStaff, STAFF_PASSWORD, type TestStaff } from './helpers.ts';

let t: TestApp;
let owner: TestMerchant;
let finance: TestStaff;

beforeAll(async () => {
  t = await createWalletApp();
  owner = await createMerchant(t);
  await setPin(t, owner);
  await saveBank(t, owner);
  await topUp(t, owner, 50_000);
  finance = await addStaff(t, owner, 'finance');
});
afterAll(async () => t?.close());

// A staff member's headers in the shape the wallet helpers take.
const member = () => ({ ...owner, headers: finance.headers });

describe('a finance member', () => {
  it('withdraws only with the owner’s PIN, from the owner’s wallet', async () => {
    const wrong = await as(t, member()).move('/v1/wallet/debit', {
      amount: 1_000,
      pin: '0000',
      narration: 'Rent',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(await balanceOf(t, owner)).toBe(50_000);
    const right = await as(t, member()).move('/v1/wallet/debit', {
      amount: 1_000,
      pin: PIN,
      narration: 'Rent',
    });
    expect(right.statusCode).toBe(201);
    expect(await balanceOf(t, owner)).toBeLessThan(50_000);
  });

  it('never sets the PIN or the bank account', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/v1/wallet/pin', { pin: '1111' }],
      ['POST', '/v1/wallet/update-bank-details', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: finance.headers, payload });
      expect([res.statusCode, res.json().message]).toEqual([403, permissionMessages.ownerOnly]);
    }
  });
});

describe("the owner's bank account", () => {
  it('is in no answer a staff member gets: not at login, not in the profile', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: finance.email, password: STAFF_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user.bank).toBeNull();
    const profile = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: finance.headers });
    expect(profile.json().data.bank).toBeNull();
    const own = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: owner.headers });
    expect(own.json().data.bank).not.toBeNull();
  });
});
