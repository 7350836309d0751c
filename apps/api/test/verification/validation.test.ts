import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import {
  businessBody,
  companyBody,
  createVerificationApp,
  identityBody,
  pickPlace,
  post,
  uploadDocument,
} from './helpers.ts';

/** A 400 whose message is `message` and whose errors name `path`. */
function expectRejected(res: LightMyRequestResponse, path: string, message: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json<{ status: string; errors: Array<{ path: string; message: string }> }>();
  expect(body.status).toBe('Failed');
  expect(body.errors).toContainEqual({ path, message });
}

describe('business form rules (stage one)', () => {
  let t: TestApp, merchant: TestMerchant;
  let valid: Awaited<ReturnType<typeof businessBody>>;
  beforeAll(async () => {
    ({ t, m: merchant } = await withMerchant(createVerificationApp()));
    valid = await businessBody(t, merchant);
  });
  afterAll(() => t.close());
  const submit = (patch: Record<string, unknown>) =>
    post(t, merchant, '/v1/dashboard/upgrade-stage-one', { ...valid, ...patch });

  it.each([
    ['placeId', { placeId: '' }, 'Search for address and select from results'],
    ['placeId', { placeId: undefined }, 'Search for address and select from results'],
    ['businessAddress', { businessAddress: '' }, 'Search for address and select from results'],
    ['country', { country: '' }, 'Select a valid pickup location'],
    ['state', { state: '' }, 'Select a valid state'],
    ['city', { city: '' }, 'Select a valid city'],
    ['businessType', { businessType: 'cooperative' }, 'You must choose a business type'],
    [
      'annualTransactionRange',
      { annualTransactionRange: [] },
      'Enter annual revenue for at least one currency',
    ],
    [
      'annualTransactionRange.0.to',
      { annualTransactionRange: [{ currencyCode: 'NGN', from: 0, to: 60_000 }] },
      'Select a valid annual revenue range',
    ],
  ])('rejects a bad %s with its message', async (field, patch, message) => {
    expectRejected(await submit(patch), `body.${field}`, message);
  });

  it('rejects an address that was not picked from the search results', async () => {
    expectRejected(
      await submit({ placeId: 'ChIJ-made-up' }),
      'body.placeId',
      'Search for address and select from results',
    );
    expectRejected(
      await submit({ placeId: 'gz1_bm90LWpzb24' }),
      'body.placeId',
      'Search for address and select from results',
    );
  });

  it('rejects a place without a known state or country as a pickup location', async () => {
    const unknown = await pickPlace(t, merchant, '221B Baker Strasse, Atlantis');
    expect(unknown).toMatchObject({ state: '', country: '' });
    expectRejected(
      await submit({ placeId: unknown.place_id, businessAddress: unknown.formatted_address }),
      'body.placeId',
      'Select a valid pickup location',
    );
    const countryOnly = await pickPlace(t, merchant, '7 Unknown Close, Nigeria');
    expect(countryOnly).toMatchObject({ state: '', country: 'Nigeria' });
    expectRejected(
      await submit({ placeId: countryOnly.place_id }),
      'body.placeId',
      'Select a valid pickup location',
    );
  });

  it('rejects a country other than the place’s and a state the country does not have', async () => {
    expectRejected(await submit({ country: 'Ghana' }), 'body.country', 'Select a valid pickup location');
    expectRejected(await submit({ state: 'Atlantis' }), 'body.state', 'Select a valid state');
  });

  it('changed nothing while rejecting', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/dashboard/verification',
      headers: merchant.headers,
    });
    expect(res.json().data).toMatchObject({ stage: 0, latestSubmission: null });
  });

  it('accepts a state other than the place’s when the country has it (the user picked it)', async () => {
    const res = await submit({ state: 'ogun', city: 'Abeokuta' });
    expect(res.statusCode).toBe(200);
  });
});

describe('identity and company form rules (stages two and three)', () => {
  let t: TestApp, nigerian: TestMerchant;
  let image: string;
  beforeAll(async () => {
    ({ t, m: nigerian } = await withMerchant(createVerificationApp()));
    const one = await post(t, nigerian, '/v1/dashboard/upgrade-stage-one', await businessBody(t, nigerian));
    expect(one.statusCode).toBe(200);
    image = await uploadDocument(t, nigerian);
  });
  afterAll(() => t.close());

  it.each([
    ['firstName', { firstName: 'Al' }, 'Enter first name (min 3 characters, alphabets only)'],
    ['firstName', { firstName: 'Ada3' }, 'Enter first name (min 3 characters, alphabets only)'],
    ['lastName', { lastName: 'Ok' }, 'Enter last name (min 3 characters, alphabets only)'],
    ['lastName', { lastName: 'Okafor!' }, 'Enter last name (min 3 characters, alphabets only)'],
    ['email', { email: 'adaeze.example.com' }, 'Enter a valid email'],
    ['phone', { phone: '0803' }, 'Enter a valid phone number'],
    ['dob', { dob: '' }, 'Select date of birth'],
    ['dob', { dob: '17/05/1990' }, 'Select date of birth'],
    ['dob', { dob: new Date().toISOString().slice(0, 10) }, 'Date of birth must be at least 10 years ago'],
    ['authId.idType', { authId: { idType: 'passport', value: '22212345678' } }, 'Select ID type'],
    ['authId.value', { authId: { idType: 'nin', value: '123456789' } }, 'ID number must be 11 digits.'],
    ['authId.value', { authId: { idType: 'nin', value: '1234567890X' } }, 'ID number must be 11 digits.'],
    [
      'regulatoryId.idType',
      { regulatoryId: { idType: 'student_card', image: '/media/x' } },
      'Choose Document Type',
    ],
    [
      'regulatoryId.image',
      { regulatoryId: { idType: 'nin', image: '' } },
      'Upload a clear regulatory ID Card',
    ],
  ])('identity: rejects a bad %s with its message', async (field, patch, message) => {
    expectRejected(
      await post(t, nigerian, '/v1/dashboard/upgrade-stage-two', identityBody(image, patch)),
      `body.${field}`,
      message,
    );
  });

  it('identity: requires a BVN or NIN for a Nigerian business', async () => {
    const res = await post(
      t,
      nigerian,
      '/v1/dashboard/upgrade-stage-two',
      identityBody(image, { authId: undefined }),
    );
    expectRejected(res, 'body.authId.idType', 'Select ID type');
  });

  it('identity: does not require one for a business in the United Kingdom', async () => {
    const british = await createMerchant(t);
    const body = await businessBody(t, british, '10 Downing Street, Westminster, London SW1A 2AA');
    expect(body).toMatchObject({ country: 'United Kingdom', state: 'London', zip: 'SW1A 2AA' });
    expect((await post(t, british, '/v1/dashboard/upgrade-stage-one', body)).statusCode).toBe(200);
    const own = await uploadDocument(t, british);
    const res = await post(
      t,
      british,
      '/v1/dashboard/upgrade-stage-two',
      identityBody(own, { authId: undefined }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stageVerificationStatus).toBe('pending');
  });

  it.each([
    ['registrationName', { registrationName: 'AB' }, 'Enter registration name (min 3 characters)'],
    ['cacNumber', { cacNumber: ' ' }, 'Enter registration number'],
    ['companyEmail', { companyEmail: 'hello@' }, 'Enter a valid email'],
    ['companyPhone', { companyPhone: '12 3' }, 'Enter a valid phone number'],
    ['dialCode', { dialCode: '00234' }, 'Select a valid country code'],
    ['tin', { tin: '1' }, 'Enter TIN (slash, dot, and hyphen are allowed)'],
    ['tin', { tin: '12#34' }, 'Enter TIN (slash, dot, and hyphen are allowed)'],
    [
      'proofOfAddress.proofType',
      { proofOfAddress: { proofType: 'bank_statement', image: '/media/x' } },
      'Choose proof of address type',
    ],
    [
      'proofOfAddress.image',
      { proofOfAddress: { proofType: 'water_bill', image: '' } },
      'Upload a clear proof of address',
    ],
  ])('company: rejects a bad %s with its message', async (field, patch, message) => {
    expectRejected(
      await post(t, nigerian, '/v1/dashboard/upgrade-stage-three', companyBody(image, patch)),
      `body.${field}`,
      message,
    );
  });

  it('left the merchant at stage 1 after every rejection', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/dashboard/verification',
      headers: nigerian.headers,
    });
    expect(res.json().data).toMatchObject({ stage: 1, stageVerificationStatus: 'verified' });
  });
});
