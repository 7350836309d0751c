import { bannerBadge } from '@oja/contracts';

export interface VerificationState {
  role: string;
  verificationStatus: boolean;
  stage: number;
  stageVerificationStatus?: 'pending' | 'verified' | 'declined' | null;
}

export interface VerificationBadge {
  text: string;
  tone: 'success' | 'warning' | 'danger';
}

/**
 * The sidebar's verification badge: the text is the contracts' banner rule (docs/product/onboarding.md#verification-levels
 * banner: 'Level {n} Verified', 'declined', 'in review', 'Account Verified' at stage 3 verified;
 * nothing for guest sellers, verified accounts or before the first stage), this adds its tone.
 */
export const verificationBadge = (state: VerificationState): VerificationBadge | null => {
  const text = bannerBadge({ ...state, stageVerificationStatus: state.stageVerificationStatus ?? null });
  if (!text) return null;
  return { text, tone: text === 'declined' ? 'danger' : text === 'in review' ? 'warning' : 'success' };
};
