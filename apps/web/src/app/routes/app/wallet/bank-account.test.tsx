import { type BankVerification, walletMessages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { bankVerificationFixture, walletOverviewFixture } from '@/features/wallet/testing/wallet-fixtures';
import { envelope, mockFetch, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const emptyPage = { results: [], page: 1, limit: 5, totalPages: 0, totalResults: 0 };
const banks = [
  { name: 'Guaranty Trust Bank', code: '058', slug: 'guaranty-trust-bank', currency: 'NGN' },
  { name: 'Zenith Bank', code: '057', slug: 'zenith', currency: 'NGN' },
];

/** /wallet without a bank account; the bank verification answers `getAccount`. */
function setup(getAccount: MockHandler) {
  const saved: unknown[] = [];
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/wallet': () => [200, envelope(walletOverviewFixture({ bankAccount: null }))],
    'GET /v1/wallet/transactions': () => [200, envelope(emptyPage)],
    'GET /v1/wallet/settlements': () => [200, envelope(emptyPage)],
    'GET /v1/wallet/banks': () => [200, envelope(banks)],
    'POST /v1/wallet/getAccount': getAccount,
    'POST /v1/wallet/update-bank-details': (request) => {
      saved.push(request.body);
      return [200, envelope(walletOverviewFixture().bankAccount)];
    },
  });
  renderApp('/wallet');
  return saved;
}

async function verify(bank = 'Guaranty Trust Bank') {
  await userEvent.click(await screen.findByRole('button', { name: 'Add account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bank account' });
  await userEvent.selectOptions(
    within(dialog).getByLabelText('Bank'),
    await within(dialog).findByRole('option', { name: bank }),
  );
  await userEvent.type(within(dialog).getByLabelText('Account number'), '0123456789');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify account' }));
  return dialog;
}

const answer =
  (verification: BankVerification): MockHandler =>
  () => [200, envelope(verification)];

beforeAll(async () => {
  await Promise.all([import('./wallet'), import('../layout')]);
}, 60_000);

describe('/wallet bank account', () => {
  it('verifies an account, shows the account name matching the merchant, then saves it with the PIN', async () => {
    const saved = setup((request) => {
      expect(request.body).toEqual({ accountBank: '058', accountNumber: '0123456789' });
      return answer(bankVerificationFixture())(request);
    });
    const dialog = await verify();
    expect(await within(dialog).findByTestId('resolved-account-name')).toHaveTextContent('SANI CHINEDU UCHE');
    expect(within(dialog).getByRole('status')).toHaveTextContent('matches your name');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(saved).toEqual([{ verificationId: '0190a000-0000-7000-8000-000000000001', pin: '2580' }]),
    );
  });

  it("warns about an account in another name, beside the merchant's names, and saves it only once confirmed", async () => {
    const saved = setup(
      answer(
        bankVerificationFixture({
          verificationId: '0190a000-0000-7000-8000-000000000002',
          accountName: 'BELLO MUSA SADE',
          bankCode: '057',
          bankName: 'Zenith Bank',
          nameMatched: false,
          merchantNames: ['Chidi Okafor', 'Chidi Stores'],
        }),
      ),
    );
    const dialog = await verify('Zenith Bank');
    const warning = await within(dialog).findByTestId('name-mismatch');
    expect(warning).toHaveAttribute('role', 'alert');
    expect(within(warning).getByTestId('resolved-account-name')).toHaveTextContent('BELLO MUSA SADE');
    expect(within(warning).getByTestId('merchant-names')).toHaveTextContent('Chidi Okafor · Chidi Stores');
    expect(warning).toHaveTextContent('Withdrawals will be paid to BELLO MUSA SADE');

    // Without the box ticked, nothing is sent, even with the PIN.
    await userEvent.type(within(dialog).getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save account' }));
    const box = within(dialog).getByRole('checkbox', { name: /This account is mine/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Tick the box to confirm that this account is yours.');
    expect(saved).toEqual([]);

    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { verificationId: '0190a000-0000-7000-8000-000000000002', pin: '2580', confirmNameMismatch: true },
      ]),
    );
  });

  it('shows the bank verification fallback when the server gives no message', async () => {
    setup(() => [400, null]);
    const dialog = await verify('Zenith Bank');
    expect(await within(dialog).findByText(walletMessages.couldNotVerifyBank)).toBeInTheDocument();
  });
});
