/** A check of a merchant's identity (stage 2) or company (stage 3) submission. */
export interface KycCheckRequest {
  /** Our submission id, echoed back by providers that answer later (webhooks). */
  reference: string;
  merchantId: string;
  stage: 2 | 3;
  subject: Record<string, unknown>;
}

/**
 * Identity-check providers answer at once (verified/declined) or later (pending, then a webhook or a
 * reviewer's decision). A declined answer carries the reason the merchant is told.
 */
export type KycCheckResult =
  { status: 'pending' } | { status: 'verified' } | { status: 'declined'; reason: string };

export interface KycProvider {
  readonly name: string;
  requestCheck(request: KycCheckRequest): Promise<KycCheckResult>;
}
