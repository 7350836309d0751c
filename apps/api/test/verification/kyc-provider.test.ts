import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationEvents } from '../../src/db/schema/index.ts';
import { submitIdentity } from '../../src/modules/verification/verification-service.ts';
import type { VerificationContext } from '../../src/modules/verification/verification-context.ts';
import type { KycCheckRequest, KycCheckResult, KycProvider } from '../../src/providers/kyc/kyc-provider.ts';
import { ReviewerQueueKyc } from '../../src/providers/kyc/reviewer-queue-kyc.ts';
import { createMapsProvider } from '../../src/providers/maps/gazetteer-maps.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { businessBody, createVerificationApp, identityBody, post, uploadDocument } from './helpers.ts';

/** A provider that decides at once, as an automated identity check does. */
class InstantKyc implements KycProvider {
  readonly name = 'instant';
  readonly seen: KycCheckRequest[] = [];
  constructor(private readonly answer: KycCheckResult) {}
  async requestCheck(request: KycCheckRequest) {
    this.seen.push(request);
    return this.answer;
  }
}

describe('the KYC provider behind stages two and three', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createVerificationApp()));

  async function submitWith(kyc: KycProvider) {
    const merchant = await createMerchant(t);
    expect(
      (await post(t, merchant, '/v1/dashboard/upgrade-stage-one', await businessBody(t, merchant)))
        .statusCode,
    ).toBe(200);
    const ctx: VerificationContext = { db: t.db, mailer: t.app.mailer, maps: createMapsProvider(), kyc };
    const body = identityBody(await uploadDocument(t, merchant));
    return {
      merchant,
      result: await submitIdentity(ctx, merchant.id, body as Parameters<typeof submitIdentity>[2]),
    };
  }

  it('keeps the submission pending with the built-in reviewer queue', async () => {
    const { result } = await submitWith(new ReviewerQueueKyc());
    expect(result.message).toBe('Your Level 2 Verification in Progress');
    expect(result.data).toMatchObject({ stage: 2, stageVerificationStatus: 'pending' });
  });

  it('applies a provider’s immediate approval like a reviewer’s, after the submission is committed', async () => {
    const kyc = new InstantKyc({ status: 'verified' });
    const { merchant, result } = await submitWith(kyc);
    expect(kyc.seen).toHaveLength(1);
    expect(kyc.seen[0]).toMatchObject({
      merchantId: merchant.id,
      stage: 2,
      reference: result.data.submission.id,
    });
    expect(result.message).toBe('Congratulation your account is verified for level 2');
    expect(result.data).toMatchObject({ stage: 2, level: 2, stageVerificationStatus: 'verified' });
    const events = await t.db
      .select()
      .from(verificationEvents)
      .where(eq(verificationEvents.merchantId, merchant.id));
    expect(events.map((e) => e.outcome)).toEqual(['verified', 'pending', 'verified']);
  });

  it('records a provider’s immediate decline with its reason and emails the merchant', async () => {
    const { merchant, result } = await submitWith(
      new InstantKyc({ status: 'declined', reason: 'BVN name mismatch' }),
    );
    expect(result.message).toBe('Level 2 verification declined');
    expect(result.data).toMatchObject({
      stageVerificationStatus: 'declined',
      submission: { reason: 'BVN name mismatch' },
    });
    const mail = (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${merchant.email}` })).json()
      .data;
    expect(mail[0].body).toContain('BVN name mismatch');
  });
});
