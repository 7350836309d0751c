import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, errorPaths, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { uploadImage } from '../catalogue/helpers.ts';

const PROFILE_KEYS = [
  'id',
  'firstName',
  'lastName',
  'image',
  'email',
  'phone',
  'role',
  'serviceType',
  'businessName',
  'category',
  'businessType',
  'username',
  'aboutBusiness',
  'country',
  'state',
  'address',
  'location',
  'zipCode',
  'isEmailVerified',
  'isPhoneVerified',
  'verificationStatus',
  'stage',
  'level',
  'stageVerificationStatus',
  'bank',
  // The colour theme the user chose (decision 041).
  'theme',
  // Counts the profile's saves; an edit sends it back as If-Match (decision 019).
  'version',
].sort();

describe('GET /v1/users/profile and PATCH /v1/users', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('returns the SPEC §3 profile and nothing else (no hash, no token)', async () => {
    const m = await createMerchant(t, {
      role: 'serviceProvider',
      serviceType: 'service',
      locationAddress: '12 Allen Avenue, Ikeja',
      stage: 2,
      level: 2,
      stageVerificationStatus: 'pending',
      businessType: 'sole_trader',
      bank: { bankCode: '058', accountNumber: '0123456789', beneficiaryName: 'Test Merchant' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(PROFILE_KEYS);
    expect(data).toMatchObject({
      id: m.id,
      email: m.email,
      role: 'serviceProvider',
      location: { address: '12 Allen Avenue, Ikeja' },
      stage: 2,
      level: 2,
      stageVerificationStatus: 'pending',
      businessType: 'sole_trader',
      verificationStatus: false,
      bank: { bankCode: '058', accountNumber: '0123456789', beneficiaryName: 'Test Merchant' },
    });
    expect(res.body).not.toContain(m.token);
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/v1/users', payload: {} })).statusCode).toBe(401);
  });

  it('judges the name the edit leaves, not only the fields it sends', async () => {
    const m = await createMerchant(t);
    const patch = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/v1/users', headers: m.headers, payload });
    // "Oja" alone is a fair first name; with "Security Team" after it, the person is a claim.
    expect((await patch({ firstName: 'Oja', lastName: 'Adeyemi' })).statusCode).toBe(200);
    const second = await patch({ lastName: 'Security Team' });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual([{ path: 'body.lastName', message: expect.stringMatching(/Oja/) }]);
    await patch({ firstName: 'Chioma' });
    expect((await patch({ lastName: 'Security Team' })).statusCode).toBe(200);
    expect((await patch({ firstName: 'Oja' })).statusCode).toBe(400);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: m.headers })
    ).json();
    expect(profile.data).toMatchObject({ firstName: 'Chioma', lastName: 'Security Team' });
  });

  it('updates the editable fields', async () => {
    const m = await createMerchant(t);
    const avatar = await uploadImage(t, m);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users',
      headers: m.headers,
      payload: {
        firstName: 'Chioma',
        lastName: 'Nwosu',
        username: 'Chioma.Styles',
        aboutBusiness: 'Bespoke tailoring',
        country: 'Nigeria',
        state: 'Enugu',
        address: '5 Ogui Road',
        location: { address: '5 Ogui Road, Enugu' },
        zipCode: '400001',
        image: `http://localhost:3000${avatar}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User updated successfully');
    expect(res.json().data).toMatchObject({
      firstName: 'Chioma',
      lastName: 'Nwosu',
      username: 'chioma.styles',
      state: 'Enugu',
      location: { address: '5 Ogui Road, Enugu' },
      image: avatar,
    });
    const again = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: m.headers });
    expect(again.json().data.zipCode).toBe('400001');
  });

  it("takes only the user's own image upload as the profile picture, and clears it with null", async () => {
    const [m, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
    const theirs = await uploadImage(t, other);
    const patch = (image: string | null) =>
      t.app.inject({ method: 'PATCH', url: '/v1/users', headers: m.headers, payload: { image } });
    for (const image of [
      theirs,
      `https://cdn.example${theirs}`,
      'https://evil.example/phish.png',
      '/media/x/y/z.png',
    ]) {
      const res = await patch(image);
      expect(res.statusCode, image).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'body.image', message: 'Choose an image you have uploaded' },
      ]);
    }
    expect((await t.db.select().from(users).where(eq(users.id, m.id)))[0]!.image).toBeNull();
    const mine = await uploadImage(t, m);
    expect((await patch(mine)).json().data.image).toBe(mine);
    expect((await patch(null)).json().data.image).toBeNull();
  });

  it('does not persist role, stage, level, verification fields, email, business type or bank', async () => {
    const m = await createMerchant(t, { role: 'seller' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users',
      headers: m.headers,
      payload: {
        firstName: 'Changed',
        role: 'operator',
        stage: 3,
        level: 3,
        verificationStatus: true,
        stageVerificationStatus: 'verified',
        isEmailVerified: false,
        isPhoneVerified: true,
        businessType: 'registered_business',
        email: 'hijack@example.com',
        passwordHash: 'x',
        bank: { bankCode: '999', accountNumber: '1', beneficiaryName: 'Thief' },
        whitelabelClient: 'marketsqr',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({
      firstName: 'Changed',
      role: 'seller',
      stage: 0,
      level: 1,
      verificationStatus: false,
      stageVerificationStatus: null,
      isEmailVerified: true,
      isPhoneVerified: false,
      businessType: null,
      email: m.email,
      bank: null,
      whitelabelClient: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username someone else has with 409', async () => {
    await createMerchant(t, { username: 'taken-name' });
    const m = await createMerchant(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users',
      headers: m.headers,
      payload: { username: 'Taken-Name' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This username is already taken');
  });

  it('a new phone number must be verified again', async () => {
    const m = await createMerchant(t, { phone: '+2348030000001', isPhoneVerified: true });
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users',
      headers: m.headers,
      payload: { phone: '+234 803 000 0001' },
    });
    expect(same.json().data.isPhoneVerified).toBe(true);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users',
      headers: m.headers,
      payload: { phone: '+2348030000002' },
    });
    expect(changed.json().data).toMatchObject({ phone: '+2348030000002', isPhoneVerified: false });
  });

  it('validates the fields it accepts', async () => {
    const m = await createMerchant(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/users',
      headers: m.headers,
      payload: { firstName: '', phone: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(['body.firstName', 'body.phone']);
  });
});
