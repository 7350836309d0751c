import { type WalletOverview, walletMessages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { walletOverviewFixture } from '@/features/wallet/testing/wallet-fixtures';
import { envelope, failure, mockFetch, type MockHandler, type MockRequest } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const overview = (overrides: Partial<WalletOverview> = {}): WalletOverview =>
  walletOverviewFixture({ pinLocked: true, ...overrides });

const wallet = (handlers: Record<string, MockHandler>, data: () => WalletOverview) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/wallet': () => [200, envelope(data())],
    'GET /v1/wallet/settlements': () => [
      200,
      envelope({ results: [], page: 1, limit: 5, totalPages: 0, totalResults: 0 }),
    ],
    'GET /v1/wallet/transactions': () => [
      200,
      envelope({ results: [], page: 1, limit: 5, totalPages: 0, totalResults: 0 }),
    ],
    ...handlers,
  });

beforeAll(async () => {
  await Promise.all([import('./wallet'), import('../layout')]);
}, 60_000);

describe('/wallet with a locked PIN', () => {
  it('says the PIN is locked, keeps money and bank actions shut, and unlocks with the emailed code', async () => {
    let locked = true;
    const unlocks: MockRequest[] = [];
    wallet(
      {
        'POST /v1/wallet/pin/unlock-code': () => [
          200,
          envelope(
            { sentTo: 'a•••@example.com', expiresAt: '2026-01-05T10:15:00.000Z' },
            walletMessages.unlockCodeSent,
          ),
        ],
        'POST /v1/wallet/pin/unlock': (request) => {
          unlocks.push(request);
          if ((request.body as { code: string }).code !== '204816')
            return [400, failure(400, walletMessages.unlockCodeIncorrect)];
          locked = false;
          return [200, envelope({ pinLocked: false }, walletMessages.pinUnlocked)];
        },
      },
      () => overview({ pinLocked: locked }),
    );
    renderApp('/wallet');
    const notice = await screen.findByTestId('pin-locked');
    expect(notice).toHaveTextContent(walletMessages.pinLocked);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Unlock PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your PIN' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    expect(await within(dialog).findByText(/Sent to a•••@example\.com\./)).toBeInTheDocument();

    const field = within(dialog).getByLabelText('Code from the email');
    await userEvent.type(field, '12a3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock PIN' }));
    expect(await within(dialog).findByText(walletMessages.unlockCodeFormat)).toBeInTheDocument();
    expect(unlocks).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock PIN' }));
    expect(await within(dialog).findByText(walletMessages.unlockCodeIncorrect)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '204816');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock PIN' }));
    expect(await screen.findByText(walletMessages.pinUnlocked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pin-locked')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(unlocks.map((r) => r.body)).toEqual([{ code: '111111' }, { code: '204816' }]);
  });

  it('shows until when a temporary lock lasts, and the refusal when too many codes were asked for', async () => {
    const until = new Date(2026, 0, 5, 14, 45).toISOString();
    wallet(
      {
        'POST /v1/wallet/pin/unlock-code': () => [
          429,
          failure(429, 'Too many codes requested. Try again in 42 minutes.'),
        ],
      },
      () => overview({ pinLockedUntil: until }),
    );
    renderApp('/wallet');
    const notice = await screen.findByTestId('pin-locked');
    expect(notice).toHaveTextContent('Withdrawals and bank changes are locked until 14:45.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Unlock PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your PIN' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    expect(
      await within(dialog).findByText('Too many codes requested. Try again in 42 minutes.'),
    ).toBeInTheDocument();
  });
});
