import { describe, expect, it } from 'vitest';
import type { StageStatus } from './verification.ts';
import {
  bannerBadge,
  isPromptButtonDisabled,
  isPromptVisible,
  modalForm,
  promptButtonLabel,
  resultTitle,
  submittableStage,
  type VerificationProfile,
} from './verification-rules.ts';

const statuses = [
  null,
  'pending',
  'verified',
  'declined',
] as const satisfies ReadonlyArray<StageStatus | null>;
const roles = ['seller', 'serviceProvider', 'guestSeller'] as const;

/** The account is verified exactly when the last stage is verified (the server's rule). */
const profile = (role: string, stage: number, status: StageStatus | null): VerificationProfile => ({
  role,
  stage,
  stageVerificationStatus: status,
  verificationStatus: stage === 3 && status === 'verified',
});

/** Rows are stages 0..3; columns are the statuses null, pending, verified, declined. */
type Table<T> = [T, T, T, T][];

function expectTable<T>(rule: (p: VerificationProfile) => T, role: string, table: Table<T>) {
  const actual = table.map((_, stage) => statuses.map((status) => rule(profile(role, stage, status))));
  expect(actual).toEqual(table);
}

const T = true;
const F = false;

describe('dashboard verification prompt (SPEC §2)', () => {
  const visible: Table<boolean> = [
    [T, T, T, T],
    [T, F, T, T],
    [T, F, T, T],
    [F, F, F, F],
  ];
  const disabled: Table<boolean> = [
    [F, F, F, F],
    [F, T, F, F],
    [F, T, F, F],
    [F, T, T, F],
  ];
  const S = 'Start verification process';
  const C = 'Complete verification process';
  const labels: Table<string> = [
    [S, S, S, S],
    [C, C, C, C],
    [C, C, C, C],
    [C, C, C, C],
  ];

  for (const role of ['seller', 'serviceProvider']) {
    it(`is shown to a ${role} by stage × status`, () => expectTable(isPromptVisible, role, visible));
    it(`disables its button for a ${role} by stage × status`, () =>
      expectTable(isPromptButtonDisabled, role, disabled));
    it(`labels its button for a ${role} by stage × status`, () =>
      expectTable(promptButtonLabel, role, labels));
  }

  it('is never shown to a guestSeller', () => {
    expectTable(isPromptVisible, 'guestSeller', [
      [F, F, F, F],
      [F, F, F, F],
      [F, F, F, F],
      [F, F, F, F],
    ]);
  });

  it('is hidden for an account already marked verified, whatever its stage (SPEC §6)', () => {
    for (const stage of [0, 1, 2]) {
      expect(
        isPromptVisible({ role: 'seller', stage, stageVerificationStatus: null, verificationStatus: true }),
      ).toBe(F);
      expect(
        isPromptButtonDisabled({
          role: 'seller',
          stage,
          stageVerificationStatus: null,
          verificationStatus: true,
        }),
      ).toBe(T);
    }
  });
});

describe('verification banner (SPEC §2)', () => {
  const badges: Table<string | null> = [
    [null, null, null, null],
    [null, 'in review', 'Level 1 Verified', 'declined'],
    [null, 'in review', 'Level 2 Verified', 'declined'],
    [null, 'in review', 'Account Verified', 'declined'],
  ];
  for (const role of ['seller', 'serviceProvider']) {
    it(`shows the badge for a ${role} by stage × status`, () => expectTable(bannerBadge, role, badges));
  }
  it('is hidden for a guestSeller at every stage and status', () => {
    expectTable(bannerBadge, 'guestSeller', [
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ]);
  });
  it('is hidden for a verified account before the last stage', () => {
    expect(
      bannerBadge({
        role: 'seller',
        stage: 2,
        stageVerificationStatus: 'verified',
        verificationStatus: true,
      }),
    ).toBe(null);
  });
});

describe('verification modal by stage (SPEC §2) and the stage machine', () => {
  const forms: Table<string | null> = [
    ['business', 'business', 'business', 'business'],
    ['identity', 'identity', 'identity', 'identity'],
    [null, null, 'company', 'identity'],
    [null, null, null, 'company'],
  ];
  const stages: Table<number | null> = [
    [1, 1, 1, 1],
    [2, 2, 2, 2],
    [null, null, 3, 2],
    [null, null, null, 3],
  ];
  for (const role of roles) {
    it(`chooses the form for a ${role} by stage × status`, () => expectTable(modalForm, role, forms));
    it(`allows the submission stage for a ${role} by stage × status`, () =>
      expectTable(submittableStage, role, stages));
  }
});

describe('result titles (SPEC §4)', () => {
  it('names the level in progress and the verified level', () => {
    expect(resultTitle(2, 'pending')).toBe('Your Level 2 Verification in Progress');
    expect(resultTitle(1, 'verified')).toBe('Congratulation your account is verified for level 1');
    expect(resultTitle(3, 'verified')).toBe('Congratulation your account is verified for level 3');
  });
});
