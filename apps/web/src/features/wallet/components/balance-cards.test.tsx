import type { WalletBalance } from '@oja/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceCard, sortWallets } from './balance-cards';

const wallet = (currency: WalletBalance['currency'], balance: number): WalletBalance => ({
  currency,
  balance,
  escrowBalance: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe('BalanceCard', () => {
  it.each([
    ['NGN', 1234567.891, 'Nigeria Naria (NGN)', '₦1,234,567.89'],
    ['GBP', 1500, 'British Pound (GBP)', '£1,500.00'],
    ['EUR', 0.5, 'Euro (EUR)', '€0.50'],
    // Other codes: '£' and no name (docs/product/wallet.md#money).
    ['USD', 20, 'USD', '£20.00'],
  ] as const)('shows %s with its symbol, name and 2 decimals', (currency, balance, name, text) => {
    render(<BalanceCard wallet={wallet(currency, balance)} />);
    expect(screen.getByText(name, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId(`balance-${currency}`)).toHaveTextContent(text);
  });

  it('puts NGN first', () => {
    const sorted = sortWallets([wallet('EUR', 1), wallet('USD', 1), wallet('NGN', 1), wallet('GBP', 1)]);
    expect(sorted.map((w) => w.currency)).toEqual(['NGN', 'USD', 'GBP', 'EUR']);
  });
});
