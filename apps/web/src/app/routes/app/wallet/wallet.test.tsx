import { type WalletOverview, walletMessages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { walletOverviewFixture } from '@/features/wallet/testing/wallet-fixtures';
import { envelope, failure, mockFetch, type MockHandler, type MockRequest } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const overview = walletOverviewFixture;

const emptyPage = { results: [], page: 1, limit: 5, totalPages: 0, totalResults: 0 };

const wallet = (handlers: Record<string, MockHandler>, data: WalletOverview = overview()) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/wallet': () => [200, envelope(data)],
    'GET /v1/wallet/transactions': () => [200, envelope(emptyPage)],
    'GET /v1/wallet/settlements': () => [200, envelope(emptyPage)],
    ...handlers,
  });

const headerOf = (request: MockRequest, name: string) => new Headers(request.init.headers).get(name);

beforeAll(async () => {
  await Promise.all([import('./wallet'), import('../layout')]);
}, 60_000);

describe('/wallet', () => {
  it('withdraws with an Idempotency-Key that is reused on retry and renewed for another amount', async () => {
    const debits: Array<{ key: string | null; body: unknown }> = [];
    let answers = [
      () => [400, failure(400, 'Incorrect PIN. 4 attempts left.')] as [number, unknown],
      () =>
        [201, envelope({ payout: {}, balance: 30000 }, walletMessages.withdrawalStarted, 201)] as [
          number,
          unknown,
        ],
    ];
    wallet({
      'POST /v1/wallet/debit': (request) => {
        debits.push({ key: headerOf(request, 'Idempotency-Key'), body: request.body });
        const [answer, ...rest] = answers;
        answers = rest;
        return answer!();
      },
    });
    renderApp('/wallet');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await userEvent.type(within(dialog).getByLabelText('Amount (₦)'), '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and enter PIN' }));
    await userEvent.type(within(dialog).getByLabelText('Transaction PIN'), '9731');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw ₦20,000.00' }));
    expect(await within(dialog).findByText('Incorrect PIN. 4 attempts left.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw ₦20,000.00' }));
    expect(await screen.findByText(walletMessages.withdrawalStarted)).toBeInTheDocument();

    expect(debits).toHaveLength(2);
    expect(debits[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(debits[1]!.key).toBe(debits[0]!.key);
    expect(debits[0]!.body).toEqual({ amount: 20000, pin: '9731', currency: 'NGN' });
    expect(debits[1]!.body).toEqual({ amount: 20000, pin: '2580', currency: 'NGN' });

    // A new withdrawal is a new action: a new key.
    answers = [() => [201, envelope({ payout: {}, balance: 29000 }, '', 201)]];
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw' });
    await userEvent.type(within(again).getByLabelText('Amount (₦)'), '1000');
    await userEvent.click(within(again).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm and enter PIN' }));
    await userEvent.type(within(again).getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(within(again).getByRole('button', { name: 'Withdraw ₦1,000.00' }));
    await waitFor(() => expect(debits).toHaveLength(3));
    expect(debits[2]!.key).not.toBe(debits[0]!.key);
  });

  it('creates the NGN wallet on the first visit, with the fallback when that fails', async () => {
    const created: unknown[] = [];
    wallet(
      {
        'POST /v1/wallet': (request) => {
          created.push(request.body);
          return [400, null];
        },
      },
      overview({ wallets: [] }),
    );
    renderApp('/wallet');
    expect(await screen.findByText(walletMessages.couldNotCreateWallet)).toBeInTheDocument();
    expect(created).toEqual([{ currency: 'NGN' }]);
  });

  it.each([
    [false, 'Create PIN', walletMessages.couldNotCreatePin],
    [true, 'Change PIN', walletMessages.couldNotChangePin],
  ])('PIN (hasPin %s): "%s" falls back to its message', async (hasPin, button, message) => {
    const sent: unknown[] = [];
    wallet(
      {
        'PUT /v1/wallet/pin': (request) => {
          sent.push(request.body);
          return [400, null];
        },
      },
      overview({ hasPin }),
    );
    renderApp('/wallet');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    if (hasPin) await userEvent.type(within(dialog).getByLabelText('Current PIN'), '2580');
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '7391');
    await userEvent.type(within(dialog).getByLabelText('Confirm new PIN'), '7391');
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ pin: '7391', confirmPin: '7391', ...(hasPin ? { oldPin: '2580' } : {}) }]);
  });

  it('back from the checkout, follows the top-up until it is paid, then shows the new balance', async () => {
    let topupStatus = 'pending';
    let balance = 0;
    wallet({
      'GET /v1/wallet': () => [
        200,
        envelope(overview({ wallets: [{ ...overview().wallets[0]!, balance }] })),
      ],
      'GET /v1/wallet/topup/top_1': () => {
        // The webhook lands while the screen polls: pending first, then paid (and credited).
        const answer = envelope({ reference: 'top_1', amount: 50000, currency: 'NGN', status: topupStatus });
        if (topupStatus === 'success') balance = 50000;
        topupStatus = 'success';
        return [200, answer];
      },
    });
    const { router } = renderApp('/wallet?trxref=top_1&reference=top_1');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByTestId('balance-NGN')).toHaveTextContent('₦0.00');
    await waitFor(() => expect(screen.getByTestId('balance-NGN')).toHaveTextContent('₦50,000.00'), {
      timeout: 5000,
    });
    expect(await screen.findByText('Top-up of ₦50,000.00 received')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('exchanges on a quote that counts down, with an Idempotency-Key', async () => {
    const exchanges: MockRequest[] = [];
    wallet({
      'GET /v1/wallet/exchange-rate': () => [
        200,
        envelope({
          from: 'NGN',
          to: 'USD',
          rate: 0.00065,
          rates: {},
          asOf: '2026-01-05T10:00:00.000Z',
          source: 'sim',
        }),
      ],
      'POST /v1/wallet/exchange-quote': (request) => {
        expect(request.body).toEqual({ from: 'NGN', to: 'USD', amount: 10000 });
        return [
          201,
          envelope(
            {
              id: '0190a000-0000-7000-8000-00000000000q',
              from: 'NGN',
              to: 'USD',
              amount: 10000,
              convertedAmount: 6.5,
              rate: 0.00065,
              rateAsOf: '2026-01-05T10:00:00.000Z',
              expiresAt: new Date(Date.now() + 30_000).toISOString(),
              status: 'open',
            },
            '',
            201,
          ),
        ];
      },
      'POST /v1/wallet/exchange-currency': (request) => {
        exchanges.push(request);
        return [200, envelope({ quote: {}, balances: [] }, walletMessages.exchanged)];
      },
    });
    renderApp('/wallet');
    await userEvent.click(await screen.findByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange currency' });
    expect(await within(dialog).findByText('Live rate: 1 NGN = 0.00065 USD')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount (₦)'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(await within(dialog).findByText('₦10,000.00 → £6.50')).toBeInTheDocument();
    // Still counting down (a loaded machine may take seconds to get here), not expired.
    expect(within(dialog).getByText(/^Quote expires in ([1-9]|[12]\d|30)s$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText(walletMessages.exchanged)).toBeInTheDocument();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toEqual({ quoteId: '0190a000-0000-7000-8000-00000000000q' });
    expect(headerOf(exchanges[0]!, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
