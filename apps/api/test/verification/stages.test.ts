import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationEvents, verificationSubmissions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import {
  businessBody,
  companyBody,
  createVerificationApp,
  identityBody,
  post,
  REVIEWER,
  uploadDocument,
} from './helpers.ts';

describe('staged verification, 0 → 3', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let reviewer: TestMerchant;
  beforeAll(
    async () =>
      ({
        t,
        a: merchant,
        b: reviewer,
      } = await withTwoMerchants(
        createVerificationApp(),
        { email: 'adaeze@fabrics.ng', firstName: 'Adaeze' },
        REVIEWER,
      )),
  );
  afterAll(() => t.close());

  const overview = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/v1/dashboard/verification', headers: merchant.headers })
    ).json().data;
  const events = () =>
    t.db
      .select({
        stage: verificationEvents.stage,
        outcome: verificationEvents.outcome,
        reason: verificationEvents.reason,
      })
      .from(verificationEvents)
      .where(eq(verificationEvents.merchantId, merchant.id))
      .orderBy(verificationEvents.createdAt, verificationEvents.id);
  const mail = async () =>
    (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${merchant.email}` })).json().data as Array<{
      subject: string;
      body: string;
    }>;

  it('starts at stage 0, level 1, unverified', async () => {
    expect(await overview()).toEqual({
      stage: 0,
      level: 1,
      stageVerificationStatus: null,
      verificationStatus: false,
      latestSubmission: null,
      businessCountry: null,
    });
  });

  it('verifies level 1 at once from the business form', async () => {
    const body = await businessBody(t, merchant);
    expect(body.businessAddress).toBe('14 Balogun Street, Lagos Island, Lagos, Nigeria');
    const res = await post(t, merchant, '/v1/dashboard/upgrade-stage-one', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      status: 'Success',
      message: 'Level 1 verification complete',
      data: { stage: 1, level: 1, stageVerificationStatus: 'verified', verificationStatus: false },
    });
    expect(res.json().data.submission).toMatchObject({ stage: 1, status: 'verified', reason: null });
    const [user] = await t.db
      .select({ businessType: users.businessType })
      .from(users)
      .where(eq(users.id, merchant.id));
    expect(user!.businessType).toBe('sole_trader');
    const [stored] = await t.db
      .select({ payload: verificationSubmissions.payload })
      .from(verificationSubmissions)
      .where(and(eq(verificationSubmissions.merchantId, merchant.id), eq(verificationSubmissions.stage, 1)));
    expect(stored!.payload).toMatchObject({ countryCode: 'NG', state: 'Lagos', city: 'Lagos Island' });
  });

  it('refuses an identity whose first and last name together claim to be Oja', async () => {
    const image = await uploadDocument(t, merchant);
    const res = await post(t, merchant, '/v1/dashboard/upgrade-stage-two', {
      ...identityBody(image),
      firstName: 'Oja',
      lastName: 'Security Team',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/lastName$/) })]),
    );
  });

  it('puts the identity submission in review (stage 2 pending)', async () => {
    const image = await uploadDocument(t, merchant);
    const res = await post(t, merchant, '/v1/dashboard/upgrade-stage-two', identityBody(image));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your Level 2 Verification in Progress');
    expect(res.json().data).toMatchObject({
      stage: 2,
      level: 1,
      stageVerificationStatus: 'pending',
      verificationStatus: false,
    });
  });

  it('lists the submission in the operator queue with the merchant and the payload', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/verifications?status=pending',
      headers: reviewer.headers,
    });
    expect(res.statusCode).toBe(200);
    const { results, totalResults } = res.json().data;
    expect(totalResults).toBe(1);
    expect(results[0]).toMatchObject({
      merchantId: merchant.id,
      email: 'adaeze@fabrics.ng',
      stage: 2,
      status: 'pending',
      payload: { firstName: 'Adaeze', authId: { idType: 'bvn', value: '22212345678' } },
    });
  });

  it('moves to level 2 when the operator approves, with an event and an email', async () => {
    const res = await post(t, reviewer, `/v1/admin/verifications/${merchant.id}/approve`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Level 2 verification approved');
    expect(res.json().data).toMatchObject({
      stage: 2,
      level: 2,
      stageVerificationStatus: 'verified',
      verificationStatus: false,
    });
    const [submission] = await t.db
      .select()
      .from(verificationSubmissions)
      .where(and(eq(verificationSubmissions.merchantId, merchant.id), eq(verificationSubmissions.stage, 2)));
    expect(submission).toMatchObject({ status: 'verified', reviewedBy: reviewer.id });
    expect(submission!.reviewedAt).toBeInstanceOf(Date);
    const [latest] = await mail();
    expect(latest!.subject).toBe('Level 2 verification approved');
    expect(latest!.body).toContain('Congratulation your account is verified for level 2');
  });

  it('puts the company submission in review, then verifies the account at level 3', async () => {
    const image = await uploadDocument(t, merchant, 'pdf');
    const res = await post(t, merchant, '/v1/dashboard/upgrade-stage-three', companyBody(image));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your Level 3 Verification in Progress');
    expect(res.json().data).toMatchObject({ stage: 3, level: 2, stageVerificationStatus: 'pending' });

    const approved = await post(t, reviewer, `/v1/admin/verifications/${merchant.id}/approve`, {});
    expect(approved.json().data).toMatchObject({
      stage: 3,
      level: 3,
      stageVerificationStatus: 'verified',
      verificationStatus: true,
    });
    expect(await overview()).toMatchObject({
      stage: 3,
      level: 3,
      verificationStatus: true,
      latestSubmission: { stage: 3, status: 'verified' },
      businessCountry: 'NG',
    });
    expect((await mail()).map((m) => m.subject)).toEqual([
      'Level 3 verification approved',
      'Level 2 verification approved',
    ]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: merchant.headers,
    });
    expect(profile.json().data).toMatchObject({
      stage: 3,
      level: 3,
      stageVerificationStatus: 'verified',
      verificationStatus: true,
    });
  });

  it('recorded one event per outcome, for the notifications', async () => {
    expect(await events()).toEqual([
      { stage: 1, outcome: 'verified', reason: null },
      { stage: 2, outcome: 'pending', reason: null },
      { stage: 2, outcome: 'verified', reason: null },
      { stage: 3, outcome: 'pending', reason: null },
      { stage: 3, outcome: 'verified', reason: null },
    ]);
  });

  it('refuses any further submission once the account is verified', async () => {
    const res = await post(t, merchant, '/v1/dashboard/upgrade-stage-three', companyBody('/media/x'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your account is already fully verified');
  });

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/dashboard/upgrade-stage-one', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
