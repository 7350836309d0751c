import {
  type BusinessVerification,
  type CompanySubmission,
  DEFAULT_COUNTRY_ISO2,
  identitySchemaFor,
  type IdentitySubmission,
  pendingTitle,
  submittableStage,
  verificationMessages,
  verifiedTitle,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { findOwnUpload } from '../uploads/index.ts';
import { checkBusinessPlace } from './business-address.ts';
import { applyDecision, decisionMessage, notifyDecision, stateOf, submissionView } from './review-service.ts';
import { parseBody, type VerificationContext } from './verification-context.ts';
import {
  type MerchantVerification,
  type SubmissionRow,
  verificationRepository as repo,
} from './verification-repository.ts';

type Stage = 1 | 2 | 3;

/** Why a submission does not fit the merchant's stage and status (answered with 409). */
function stageConflict(m: MerchantVerification, requested: Stage): string {
  const { stage, stageVerificationStatus: status } = m;
  if (status === 'pending') {
    return `Your level ${stage} verification is in review. Wait for the decision before submitting again.`;
  }
  if (m.verificationStatus) return 'Your account is already fully verified';
  if (requested < stage || (requested === stage && status !== 'declined')) {
    return `Level ${requested} verification is already complete`;
  }
  return `Complete level ${submittableStage(m) ?? stage} verification first`;
}

/** Locks the merchant and checks that `stage` is the one the stage machine allows now. */
async function lockForStage(tx: Executor, merchantId: string, stage: Stage): Promise<MerchantVerification> {
  const merchant = await repo.lockMerchant(tx, merchantId);
  if (!merchant) throw notFound('User');
  if (submittableStage(merchant) !== stage) throw conflict(stageConflict(merchant, stage));
  return merchant;
}

/** Documents are references to the merchant's own uploads; anything else is unknown to them (404). */
async function requireOwnDocument(tx: Executor, merchantId: string, url: string) {
  if (!(await findOwnUpload(tx, merchantId, url))) throw notFound('Document');
}

const result = (merchant: MerchantVerification, submission: SubmissionRow) => ({
  ...stateOf(merchant),
  submission: submissionView(submission),
});

/** Stage one: the business is verified at once (docs/product/onboarding.md#verification-levels), level 1. */
export async function submitBusiness(
  ctx: VerificationContext,
  merchantId: string,
  input: BusinessVerification,
) {
  const { place, countryCode } = await checkBusinessPlace(ctx.maps, input);
  const done = await ctx.db.transaction(async (tx) => {
    await lockForStage(tx, merchantId, 1);
    // The coordinates are the provider's, not the client's.
    const payload = { ...input, latitude: place.latitude, longitude: place.longitude, countryCode };
    const submission = await repo.insertSubmission(tx, { merchantId, stage: 1, payload, status: 'verified' });
    const merchant = await repo.updateMerchant(tx, merchantId, {
      stage: 1,
      level: 1,
      stageVerificationStatus: 'verified',
      businessType: input.businessType,
    });
    await repo.insertEvent(tx, { merchantId, stage: 1, outcome: 'verified' });
    return result(merchant, submission);
  });
  return { data: done, message: verificationMessages.levelOneComplete };
}

/**
 * Stages two and three: the submission waits for the KYC provider (the built-in one is the reviewer
 * queue). The provider is asked after the commit, so no row lock is held across its call; a provider
 * that decides at once is applied like a reviewer's decision.
 */
async function submitForReview(
  ctx: VerificationContext,
  merchantId: string,
  stage: 2 | 3,
  prepare: (tx: Executor) => Promise<Record<string, unknown>>,
) {
  const pending = await ctx.db.transaction(async (tx) => {
    await lockForStage(tx, merchantId, stage);
    const payload = await prepare(tx);
    const submission = await repo.insertSubmission(tx, { merchantId, stage, payload, status: 'pending' });
    const merchant = await repo.updateMerchant(tx, merchantId, { stage, stageVerificationStatus: 'pending' });
    await repo.insertEvent(tx, { merchantId, stage, outcome: 'pending' });
    return { merchant, submission };
  });

  const check = await ctx.kyc.requestCheck({
    reference: pending.submission.id,
    merchantId,
    stage,
    subject: pending.submission.payload,
  });
  if (check.status === 'pending')
    return { data: result(pending.merchant, pending.submission), message: pendingTitle(stage) };

  const decided = await ctx.db.transaction(async (tx) => {
    const merchant = await repo.lockMerchant(tx, merchantId);
    const still = await repo.findPending(tx, merchantId, stage);
    if (!merchant || still?.id !== pending.submission.id) return undefined; // decided meanwhile by an operator
    const reason = check.status === 'declined' ? check.reason : null;
    return applyDecision(tx, merchant, still, { status: check.status, reason, reviewedBy: null });
  });
  if (!decided) return { data: result(pending.merchant, pending.submission), message: pendingTitle(stage) };
  await notifyDecision(ctx, decided);
  const message = check.status === 'verified' ? verifiedTitle(stage) : decisionMessage('declined', stage);
  return { data: result(decided.merchant, decided.submission), message };
}

/** The business country verified at stage one, which decides the identity rules (Nigeria: BVN or NIN). */
async function businessCountry(db: Executor, merchantId: string): Promise<string | null> {
  const stageOne = await repo.latest(db, merchantId, 1, 'verified');
  const code = stageOne?.payload.countryCode;
  return typeof code === 'string' ? code : null;
}

export function submitIdentity(ctx: VerificationContext, merchantId: string, body: IdentitySubmission) {
  return submitForReview(ctx, merchantId, 2, async (tx) => {
    const input = parseBody(
      identitySchemaFor((await businessCountry(tx, merchantId)) ?? DEFAULT_COUNTRY_ISO2),
      body,
    );
    await requireOwnDocument(tx, merchantId, input.regulatoryId.image);
    return input;
  });
}

export function submitCompany(ctx: VerificationContext, merchantId: string, input: CompanySubmission) {
  return submitForReview(ctx, merchantId, 3, async (tx) => {
    await requireOwnDocument(tx, merchantId, input.proofOfAddress.image);
    return input;
  });
}

/** The merchant's verification state with the latest submission (its decline reason, if any). */
export async function getOverview(ctx: Pick<VerificationContext, 'db'>, merchantId: string) {
  const merchant = await repo.findMerchant(ctx.db, merchantId);
  if (!merchant) throw notFound('User');
  const latest = await repo.latest(ctx.db, merchantId);
  return {
    ...stateOf(merchant),
    latestSubmission: latest ? submissionView(latest) : null,
    businessCountry: await businessCountry(ctx.db, merchantId),
  };
}
