import { type StageStatus, toPaginated, verifiedTitle } from '@oja/contracts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Executor } from '../../db/client.ts';
import type { VerificationContext } from './verification-context.ts';
import {
  type MerchantVerification,
  type SubmissionRow,
  verificationRepository as repo,
} from './verification-repository.ts';

export interface Decision {
  status: 'verified' | 'declined';
  reason: string | null;
  /** The operator's user id; null when the command line or the provider decided. */
  reviewedBy: string | null;
}

export interface DecisionResult {
  merchant: MerchantVerification;
  submission: SubmissionRow;
}

export const stateOf = (m: MerchantVerification) => ({
  stage: m.stage,
  level: m.level,
  stageVerificationStatus: m.stageVerificationStatus,
  verificationStatus: m.verificationStatus,
});

export const submissionView = (s: SubmissionRow) => ({
  id: s.id,
  stage: s.stage,
  status: s.status,
  reason: s.reason,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

/**
 * Records a decision on a pending submission: verified moves the level up to the stage (stage 3 makes
 * the account verified); declined keeps the stage with the reason, so it can be submitted again.
 */
export async function applyDecision(
  tx: Executor,
  merchant: MerchantVerification,
  pending: SubmissionRow,
  decision: Decision,
): Promise<DecisionResult> {
  const submission = await repo.decide(tx, merchant.id, pending.id, decision);
  const updated = await repo.updateMerchant(
    tx,
    merchant.id,
    decision.status === 'verified'
      ? { stageVerificationStatus: 'verified', level: pending.stage, verificationStatus: pending.stage === 3 }
      : { stageVerificationStatus: 'declined' },
  );
  await repo.insertEvent(tx, {
    merchantId: merchant.id,
    stage: pending.stage,
    outcome: decision.status,
    reason: decision.reason,
  });
  return { merchant: updated, submission };
}

/** The email that tells the merchant of a decision (the event row is the in-app notification). */
export async function notifyDecision(ctx: VerificationContext, { merchant, submission }: DecisionResult) {
  const level = submission.stage;
  const greeting = `Hello ${merchant.firstName || 'there'},`;
  const message =
    submission.status === 'verified'
      ? {
          subject: `Level ${level} verification approved`,
          text: `${greeting}\n\n${verifiedTitle(level)}.${level < 3 ? ' You can now complete the next level from your dashboard.' : ''}`,
        }
      : {
          subject: `Level ${level} verification declined`,
          text:
            `${greeting}\n\nYour level ${level} verification was declined: ${submission.reason}\n\n` +
            'Correct your details and submit them again from your dashboard.',
        };
  await ctx.mailer.send({ channel: 'email', to: merchant.email, ...message });
}

/** An operator's approve or decline of the merchant's pending submission. */
export async function decide(ctx: VerificationContext, merchantId: string, decision: Decision) {
  if (decision.reviewedBy === merchantId) {
    throw new AppError('FORBIDDEN', 'You cannot review your own verification');
  }
  const result = await ctx.db.transaction(async (tx) => {
    const merchant = await repo.lockMerchant(tx, merchantId);
    if (!merchant) throw notFound('Merchant');
    const pending =
      merchant.stageVerificationStatus === 'pending'
        ? await repo.findPending(tx, merchantId, merchant.stage)
        : undefined;
    if (!pending) throw conflict('This merchant has no verification waiting for review');
    return applyDecision(tx, merchant, pending, decision);
  });
  await notifyDecision(ctx, result);
  return { ...stateOf(result.merchant), submission: submissionView(result.submission) };
}

export const decisionMessage = (status: 'verified' | 'declined', stage: number) =>
  status === 'verified' ? `Level ${stage} verification approved` : `Level ${stage} verification declined`;

/** The reviewer queue: every merchant's submissions, optionally by status, oldest first. */
export async function listForReview(
  ctx: Pick<VerificationContext, 'db'>,
  query: { status?: StageStatus; page: number; limit: number },
) {
  const { rows, total } = await repo.listForReview(ctx.db, query.status, query.page, query.limit);
  const items = rows.map(({ submission, ...user }) => ({
    ...submissionView(submission),
    merchantId: submission.merchantId,
    ...user,
    payload: submission.payload,
    reviewedBy: submission.reviewedBy,
    reviewedAt: submission.reviewedAt,
  }));
  return toPaginated(items, total, query);
}

/** A merchant by id or email, for the operator command. */
export async function findMerchant(ctx: Pick<VerificationContext, 'db'>, ref: string) {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const merchant = isId ? await repo.findMerchant(ctx.db, ref) : await repo.findMerchantByEmail(ctx.db, ref);
  if (!merchant) throw notFound('Merchant');
  return merchant;
}
