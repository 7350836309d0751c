import { pendingTitle, type StageStatus, verifiedTitle } from './verification.ts';

/** The role that never sees the verification prompt or banner (docs/product/onboarding.md#roles). */
export const GUEST_SELLER = 'guestSeller';

/** The profile fields the verification rules read (docs/product/onboarding.md#verification-levels User profile). */
export interface VerificationProfile {
  role: string;
  stage: number;
  stageVerificationStatus: StageStatus | null;
  verificationStatus: boolean;
}

export const PROMPT_START = 'Start verification process';
export const PROMPT_CONTINUE = 'Complete verification process';

/**
 * docs/product/onboarding.md#verification-prompt-and-banner: shown to everyone but guestSeller while the account is not
 * verified (docs/product/onboarding.md#roles), when the stage is 0, or 1 or 2 with a status that is not pending.
 */
export function isPromptVisible(p: VerificationProfile): boolean {
  if (p.role === GUEST_SELLER || p.verificationStatus) return false;
  if (p.stage === 0) return true;
  return (p.stage === 1 || p.stage === 2) && p.stageVerificationStatus !== 'pending';
}

export const promptButtonLabel = (p: Pick<VerificationProfile, 'stage'>) =>
  p.stage > 0 ? PROMPT_CONTINUE : PROMPT_START;

/** Disabled when verified, or when stage is above 0 and the status is pending. */
export const isPromptButtonDisabled = (p: VerificationProfile) =>
  p.verificationStatus || (p.stage > 0 && p.stageVerificationStatus === 'pending');

export type BannerBadge = 'Account Verified' | `Level ${number} Verified` | 'declined' | 'in review';

/**
 * docs/product/onboarding.md#verification-prompt-and-banner: hidden for guestSeller and for verified accounts, except that the end of
 * the journey (stage 3 verified) shows 'Account Verified'. Nothing to show before the first stage.
 */
export function bannerBadge(p: VerificationProfile): BannerBadge | null {
  if (p.role === GUEST_SELLER) return null;
  if (p.stage === 3 && p.stageVerificationStatus === 'verified') return 'Account Verified';
  if (p.verificationStatus || p.stage === 0) return null;
  switch (p.stageVerificationStatus) {
    case 'verified':
      return `Level ${p.stage} Verified`;
    case 'declined':
      return 'declined';
    case 'pending':
      return 'in review';
    default:
      return null;
  }
}

export type VerificationForm = 'business' | 'identity' | 'company';

/**
 * docs/product/onboarding.md#verification-prompt-and-banner: stage 0 → business; stage 1, or 2 declined → identity;
 * 2 verified → company. A declined company stage may be resubmitted (the issue), so 3 declined → company.
 */
export function modalForm(
  p: Pick<VerificationProfile, 'stage' | 'stageVerificationStatus'>,
): VerificationForm | null {
  if (p.stage === 0) return 'business';
  if (p.stage === 1) return 'identity';
  if (p.stage === 2 && p.stageVerificationStatus === 'declined') return 'identity';
  if (p.stage === 2 && p.stageVerificationStatus === 'verified') return 'company';
  if (p.stage === 3 && p.stageVerificationStatus === 'declined') return 'company';
  return null;
}

export const formStage = { business: 1, identity: 2, company: 3 } as const;

/**
 * The stage a submission may be made for now: the stage of the form the modal shows, so the server's
 * stage machine and the dashboard agree (pending and fully verified accounts may submit nothing).
 */
export function submittableStage(
  p: Pick<VerificationProfile, 'stage' | 'stageVerificationStatus'>,
): 1 | 2 | 3 | null {
  const form = modalForm(p);
  return form ? formStage[form] : null;
}

/** The three segments of the flow's progress bar and the title of each (docs/product/onboarding.md#verification-prompt-and-banner). */
export const verificationSteps = [
  'Verify your Business',
  'Main contact or personal information',
  'Business information',
] as const;

/** The result modal after a submission: stage 1 is verified at once, stages 2 and 3 await review. */
export const resultTitle = (level: number, status: 'pending' | 'verified') =>
  status === 'verified' ? verifiedTitle(level) : pendingTitle(level);
