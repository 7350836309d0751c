import type { KycCheckRequest, KycCheckResult, KycProvider } from './kyc-provider.ts';

/**
 * The built-in KYC provider: a human reviewer. Every check joins the reviewer queue (the pending
 * verification submissions) and waits for an operator's decision — `npm run admin -- verification
 * approve|decline` or the operator API — as a document review does at a real provider (24-48 hours).
 */
export class ReviewerQueueKyc implements KycProvider {
  readonly name = 'reviewer-queue';

  async requestCheck(_request: KycCheckRequest): Promise<KycCheckResult> {
    return { status: 'pending' };
  }
}

/** The KYC provider of this installation; an identity-check provider's adapter would be chosen here. */
export const createKycProvider = (): KycProvider => new ReviewerQueueKyc();
