import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import type { StageVerificationStatus } from '@/types/api';
import { stubGeolocation } from '../testing/geolocation-stub';
import { countries, merchant, page, renderWithQuery } from './test-utils';
import { VerificationCenter } from './verification-center';
import { VerificationPrompt } from './verification-prompt';

const S = 'Start verification process';
const C = 'Complete verification process';
const PROMPT = 'It is required that we verify you';
const BUSINESS = 'Verify your Business';
const IDENTITY = 'Main contact or personal information';
const COMPANY = 'Business information';

type Status = StageVerificationStatus | null;
/** stage, status, the prompt's button (null: no prompt), the banner's badge, the form the prompt opens. */
type Row = [number, Status, string | null, string | null, string | null];

// docs/product/onboarding.md#verification-prompt-and-banner: the prompt, its button, the banner and the modal by stage, for a seller (not a guestSeller).
const table: Row[] = [
  [0, null, S, null, BUSINESS],
  [0, 'pending', S, null, BUSINESS],
  [0, 'verified', S, null, BUSINESS],
  [0, 'declined', S, null, BUSINESS],
  [1, null, C, null, IDENTITY],
  [1, 'pending', null, 'in review', null],
  [1, 'verified', C, 'Level 1 Verified', IDENTITY],
  [1, 'declined', C, 'declined', IDENTITY],
  [2, null, C, null, null],
  [2, 'pending', null, 'in review', null],
  [2, 'verified', C, 'Level 2 Verified', COMPANY],
  [2, 'declined', C, 'declined', IDENTITY],
  [3, null, null, null, null],
  [3, 'pending', null, 'in review', null],
  [3, 'verified', null, 'Account Verified', null],
  [3, 'declined', null, 'declined', null],
];

const overview = (stage: number, status: Status) => ({
  stage,
  level: 1,
  stageVerificationStatus: status,
  verificationStatus: stage === 3 && status === 'verified',
  latestSubmission:
    status && stage > 0
      ? {
          id: 's1',
          stage,
          status,
          reason: status === 'declined' ? 'The photo is blurred' : null,
          createdAt: '',
          updatedAt: '',
        }
      : null,
  businessCountry: 'NG',
});

const renderCenter = (role: string, stage: number, status: Status) => {
  mockFetch({
    'GET /v1/dashboard/verification': () => [200, envelope(overview(stage, status))],
    'GET /v1/address/countries': () => [200, envelope(page(countries))],
  });
  const profile = merchant({
    role,
    stage,
    stageVerificationStatus: status,
    verificationStatus: stage === 3 && status === 'verified',
  });
  return renderWithQuery(<VerificationCenter profile={profile} />);
};

beforeEach(() => {
  stubGeolocation();
});
afterEach(() => {
  stubGeolocation(null);
});

describe('the verification prompt, banner and modal by stage (SPEC §2)', () => {
  it.each(table)(
    'stage %i, %s: prompt %s, banner %s, form %s',
    async (stage, status, button, badge, form) => {
      renderCenter('seller', stage, status);
      const banner = screen.queryByTestId('verification-banner');

      if (badge) expect(within(banner!).getByText(badge)).toBeInTheDocument();
      else if (banner)
        for (const text of ['in review', 'declined', 'Verified']) expect(banner).not.toHaveTextContent(text);

      if (!button) {
        expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();
        return;
      }
      const prompt = await screen.findByRole('dialog', { name: PROMPT });
      const start = within(prompt).getByRole('button', { name: button });
      expect(start).toBeEnabled();
      await userEvent.click(start);
      expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();
      if (form) expect(await screen.findByRole('dialog', { name: form })).toBeInTheDocument();
      else expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it.each(table.map(([stage, status]) => [stage, status] as const))(
    'shows a guestSeller nothing at stage %i, %s',
    (stage, status) => {
      renderCenter('guestSeller', stage, status);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByTestId('verification-banner')).not.toBeInTheDocument();
    },
  );

  it('shows the decline reason and reopens the form from the banner once the prompt is dismissed', async () => {
    renderCenter('serviceProvider', 2, 'declined');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: PROMPT })).getByRole('button', { name: 'Not now' }),
    );
    const banner = screen.getByTestId('verification-banner');
    expect(await within(banner).findByText(/declined: The photo is blurred/)).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: C }));
    expect(await screen.findByRole('dialog', { name: IDENTITY })).toBeInTheDocument();
  });

  it('lets a declined last stage be submitted again from the banner', async () => {
    renderCenter('seller', 3, 'declined');
    expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('verification-banner')).getByRole('button', { name: C }));
    const company = await screen.findByRole('dialog', { name: COMPANY });
    expect(within(company).getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('draws the three-segment progress of the flow', async () => {
    renderCenter('seller', 1, 'verified');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: PROMPT })).getByRole('button', { name: C }),
    );
    const identity = await screen.findByRole('dialog', { name: IDENTITY });
    const steps = within(within(identity).getByRole('list', { name: 'Verification steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Completed: Verify your Business',
      'Main contact or personal information',
      'Next: Business information',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    [0, null, false],
    [1, 'verified', false],
    [2, 'pending', true],
    [2, 'declined', false],
    [3, 'verified', true],
  ] as const)('disables the prompt button at stage %i, %s: %s', (stage, status, disabled) => {
    const profile = {
      role: 'seller',
      stage,
      stageVerificationStatus: status,
      verificationStatus: stage === 3,
    };
    renderWithQuery(<VerificationPrompt open onOpenChange={() => {}} profile={profile} onStart={() => {}} />);
    const button = screen.getByRole('button', { name: stage > 0 ? C : S });
    expect(button.hasAttribute('disabled')).toBe(disabled);
  });
});
