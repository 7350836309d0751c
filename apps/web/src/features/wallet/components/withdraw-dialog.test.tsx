import { type BankAccount, moneyMessages, walletMessages } from '@oja/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { WithdrawDialog } from './withdraw-dialog';

const account: BankAccount = {
  accountNumber: '0123456789',
  accountName: 'SANI CHINEDU UCHE',
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  nameMatched: false,
  updatedAt: '2026-01-05T10:00:00.000Z',
};

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WithdrawDialog open onOpenChange={onOpenChange} bankAccount={account} balance={50000} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Withdraw' });
}

describe('WithdrawDialog', () => {
  it('confirms amount, fee and destination before it asks for the PIN, then withdraws exactly that', async () => {
    const fetchMock = mockFetch({
      'POST /v1/wallet/debit': () => [201, envelope({ payout: {}, balance: 29999.5 }, '', 201)],
    });
    const onOpenChange = vi.fn();
    const dialog = renderDialog(onOpenChange);
    const amount = within(dialog).getByLabelText('Amount (₦)');

    await userEvent.type(amount, '-2e0,000.505');
    expect(amount).toHaveValue('20,000.50');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An amount can have at most 2 decimal places.',
    );
    expect(within(dialog).queryByLabelText('Transaction PIN')).not.toBeInTheDocument();
    // While a refusal is in view the amount is not carried on: what was typed is not what is shown.
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000.50');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The review: nothing is asked yet, and nothing was sent.
    expect(within(dialog).getByTestId('review-amount')).toHaveTextContent('₦20,000.50');
    expect(within(dialog).getByTestId('review-fee')).toHaveTextContent('₦0.00');
    expect(within(dialog).getByTestId('review-total')).toHaveTextContent('₦20,000.50');
    expect(within(dialog).getByTestId('review-account-name')).toHaveTextContent('SANI CHINEDU UCHE');
    expect(within(dialog).getByTestId('review-bank')).toHaveTextContent('Guaranty Trust Bank');
    expect(within(dialog).getByTestId('review-account-number')).toHaveTextContent('0123456789');
    expect(within(dialog).getByTestId('review-balance')).toHaveTextContent('₦29,999.50');
    expect(within(dialog).queryByLabelText('Transaction PIN')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Back to the amount keeps it; then on to the PIN.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change amount' }));
    expect(within(dialog).getByLabelText('Amount (₦)')).toHaveValue('20,000.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and enter PIN' }));
    expect(dialog).toHaveAccessibleDescription(
      'Withdraw ₦20,000.50 to SANI CHINEDU UCHE · Guaranty Trust Bank. Enter your PIN to authorise it.',
    );
    await userEvent.type(within(dialog).getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw ₦20,000.50' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBodies(fetchMock, 'POST /v1/wallet/debit')).toEqual([
      { amount: 20000.5, pin: '2580', currency: 'NGN' },
    ]);
  });

  it.each([
    ['', walletMessages.amountRequired],
    ['0', moneyMessages('Amount').notPositive],
    ['50000.01', walletMessages.insufficientBalance],
  ])('does not go on to the review with "%s": %s', async (typed, message) => {
    const fetchMock = mockFetch({});
    const dialog = renderDialog();
    if (typed) await userEvent.type(within(dialog).getByLabelText('Amount (₦)'), typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Amount (₦)')).toHaveAccessibleDescription(message);
    expect(within(dialog).queryByTestId('review-amount')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
