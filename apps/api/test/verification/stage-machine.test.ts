import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads, verificationEvents, verificationSubmissions } from '../../src/db/schema/index.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import {
  businessBody,
  companyBody,
  createVerificationApp,
  identityBody,
  merchantAwaitingReview,
  post,
  REVIEWER,
  uploadDocument,
} from './helpers.ts';

const ONE = '/v1/dashboard/upgrade-stage-one';
const TWO = '/v1/dashboard/upgrade-stage-two';
const THREE = '/v1/dashboard/upgrade-stage-three';

describe('the stage machine', () => {
  let t: TestApp;
  let reviewer: TestMerchant;
  suiteApp(async () => ({ t, m: reviewer } = await withMerchant(createVerificationApp(), REVIEWER)));

  it('refuses to skip a stage with 409', async () => {
    const fresh = await createMerchant(t);
    const image = await uploadDocument(t, fresh);
    const two = await post(t, fresh, TWO, identityBody(image));
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe('Complete level 1 verification first');
    const three = await post(t, fresh, THREE, companyBody(image));
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe('Complete level 1 verification first');

    expect((await post(t, fresh, ONE, await businessBody(t, fresh))).statusCode).toBe(200);
    const skip = await post(t, fresh, THREE, companyBody(image));
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Complete level 2 verification first');
    const again = await post(t, fresh, ONE, await businessBody(t, fresh));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Level 1 verification is already complete');
    const submissions = await t.db
      .select()
      .from(verificationSubmissions)
      .where(eq(verificationSubmissions.merchantId, fresh.id));
    expect(submissions).toHaveLength(1);
  });

  it('refuses a resubmission while the stage is pending with 409', async () => {
    const merchant = await merchantAwaitingReview(t);
    const image = await uploadDocument(t, merchant);
    const res = await post(t, merchant, TWO, identityBody(image));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your level 2 verification is in review. Wait for the decision before submitting again.',
    );
    const ahead = await post(t, merchant, THREE, companyBody(image));
    expect(ahead.statusCode).toBe(409);
  });

  it('lets one of two simultaneous submissions through', async () => {
    const merchant = await createMerchant(t);
    expect((await post(t, merchant, ONE, await businessBody(t, merchant))).statusCode).toBe(200);
    const image = await uploadDocument(t, merchant);
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(t, merchant, TWO, identityBody(image))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const pending = await t.db
      .select()
      .from(verificationSubmissions)
      .where(eq(verificationSubmissions.merchantId, merchant.id));
    expect(pending.filter((s) => s.stage === 2)).toHaveLength(1);
  });

  it('answers 404 for a document that is another user’s upload, or no upload at all', async () => {
    const owner = await createMerchant(t);
    const theirs = await uploadDocument(t, owner);
    const merchant = await createMerchant(t);
    expect((await post(t, merchant, ONE, await businessBody(t, merchant))).statusCode).toBe(200);

    const res = await post(t, merchant, TWO, identityBody(theirs));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Document not found');
    const missing = await post(t, merchant, TWO, identityBody('/media/documents/nothing-here/id.png'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Document not found');

    const own = await uploadDocument(t, merchant);
    expect((await post(t, merchant, TWO, identityBody(own))).statusCode).toBe(200);
    expect((await post(t, reviewer, `/v1/admin/verifications/${merchant.id}/approve`, {})).statusCode).toBe(
      200,
    );
    const company = await post(t, merchant, THREE, companyBody(theirs));
    expect(company.statusCode).toBe(404);
    expect(company.json().message).toBe('Document not found');
  });

  it('accepts a document by its absolute url or public id too', async () => {
    const merchant = await createMerchant(t);
    expect((await post(t, merchant, ONE, await businessBody(t, merchant))).statusCode).toBe(200);
    const url = await uploadDocument(t, merchant);
    const [row] = await t.db
      .select({ publicId: uploads.publicId })
      .from(uploads)
      .where(eq(uploads.secureUrl, url));
    const res = await post(t, merchant, TWO, identityBody(`https://oja.example.com${url}`));
    expect(res.statusCode).toBe(200);
    expect(row!.publicId).toMatch(/^documents\//);
  });

  it('declines with a reason, tells the merchant, and takes a resubmission', async () => {
    const merchant = await merchantAwaitingReview(t, { firstName: 'Chidi' });
    const declined = await post(t, reviewer, `/v1/admin/verifications/${merchant.id}/decline`, {
      reason: 'The ID card photo is blurred',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe('Level 2 verification declined');
    expect(declined.json().data).toMatchObject({
      stage: 2,
      level: 1,
      stageVerificationStatus: 'declined',
      submission: { status: 'declined', reason: 'The ID card photo is blurred' },
    });
    const [mail] = (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${merchant.email}` })).json()
      .data;
    expect(mail.subject).toBe('Level 2 verification declined');
    expect(mail.body).toContain('The ID card photo is blurred');
    const events = await t.db
      .select()
      .from(verificationEvents)
      .where(eq(verificationEvents.merchantId, merchant.id));
    expect(events.at(-1)).toMatchObject({
      stage: 2,
      outcome: 'declined',
      reason: 'The ID card photo is blurred',
    });

    const overview = await t.app.inject({
      method: 'GET',
      url: '/v1/dashboard/verification',
      headers: merchant.headers,
    });
    expect(overview.json().data.latestSubmission).toMatchObject({
      status: 'declined',
      reason: 'The ID card photo is blurred',
    });

    const skip = await post(t, merchant, THREE, companyBody(await uploadDocument(t, merchant)));
    expect(skip.statusCode).toBe(409);
    const again = await post(t, merchant, TWO, identityBody(await uploadDocument(t, merchant)));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ stage: 2, stageVerificationStatus: 'pending' });
  });

  it('lets a declined company stage be resubmitted', async () => {
    const merchant = await merchantAwaitingReview(t);
    await post(t, reviewer, `/v1/admin/verifications/${merchant.id}/approve`, {});
    const image = await uploadDocument(t, merchant, 'pdf');
    expect((await post(t, merchant, THREE, companyBody(image))).statusCode).toBe(200);
    const declined = await post(t, reviewer, `/v1/admin/verifications/${merchant.id}/decline`, {
      reason: 'TIN does not match',
    });
    expect(declined.json().data).toMatchObject({
      stage: 3,
      level: 2,
      stageVerificationStatus: 'declined',
      verificationStatus: false,
    });
    const again = await post(t, merchant, THREE, companyBody(image, { tin: 'TIN/2024.77-1' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ stage: 3, stageVerificationStatus: 'pending' });
  });
});
