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
 * The verification badge text of SPEC §2: 'Account Verified' at stage 3 verified, otherwise
 * 'Level {n} Verified', 'declined' or 'in review' for the stage submitted last. Nothing for guest
 * sellers (they are never asked to verify) or before the first stage.
 */
export const verificationBadge = ({
  role,
  verificationStatus,
  stage,
  stageVerificationStatus,
}: VerificationState): VerificationBadge | null => {
  if (role === 'guestSeller') return null;
  if (stage >= 3 && (stageVerificationStatus === 'verified' || verificationStatus))
    return { text: 'Account Verified', tone: 'success' };
  if (stage <= 0 || !stageVerificationStatus) return null;
  if (stageVerificationStatus === 'verified') return { text: `Level ${stage} Verified`, tone: 'success' };
  if (stageVerificationStatus === 'declined') return { text: 'declined', tone: 'danger' };
  return { text: 'in review', tone: 'warning' };
};
