import { describe, expect, it } from 'vitest';
import { verificationBadge } from './verification-badge';

const seller = { role: 'seller', verificationStatus: false };

describe('verificationBadge', () => {
  it('shows nothing for guest sellers', () => {
    expect(
      verificationBadge({
        role: 'guestSeller',
        verificationStatus: false,
        stage: 2,
        stageVerificationStatus: 'verified',
      }),
    ).toBeNull();
  });

  it('shows nothing before the first stage is submitted', () => {
    expect(verificationBadge({ ...seller, stage: 0, stageVerificationStatus: null })).toBeNull();
    expect(verificationBadge({ ...seller, stage: 0, stageVerificationStatus: 'pending' })).toBeNull();
  });

  it("reads 'Level {n} Verified', 'in review' or 'declined' for the stage submitted last", () => {
    expect(verificationBadge({ ...seller, stage: 1, stageVerificationStatus: 'verified' })?.text).toBe(
      'Level 1 Verified',
    );
    expect(verificationBadge({ ...seller, stage: 2, stageVerificationStatus: 'pending' })?.text).toBe(
      'in review',
    );
    expect(verificationBadge({ ...seller, stage: 2, stageVerificationStatus: 'declined' })?.text).toBe(
      'declined',
    );
  });

  it("reads 'Account Verified' at stage 3 verified", () => {
    expect(verificationBadge({ ...seller, stage: 3, stageVerificationStatus: 'verified' })).toEqual({
      text: 'Account Verified',
      tone: 'success',
    });
    // A verified account shows nothing but the end of the journey (the contracts' banner rule).
    expect(
      verificationBadge({
        role: 'seller',
        verificationStatus: true,
        stage: 2,
        stageVerificationStatus: 'verified',
      }),
    ).toBeNull();
    expect(verificationBadge({ ...seller, stage: 3, stageVerificationStatus: 'pending' })?.text).toBe(
      'in review',
    );
  });
});
