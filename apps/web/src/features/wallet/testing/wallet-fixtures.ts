import type { BankVerification, WalletOverview } from '@oja/contracts';

/** GET /v1/wallet for a merchant with ₦50,000, a PIN and a saved account in their own name, for tests. */
export const walletOverviewFixture = (overrides: Partial<WalletOverview> = {}): WalletOverview => ({
  defaultCurrency: 'NGN',
  wallets: [{ currency: 'NGN', balance: 50000, escrowBalance: 0, createdAt: '2026-01-05T10:00:00.000Z' }],
  bankAccount: {
    accountNumber: '0123456789',
    accountName: 'SANI CHINEDU UCHE',
    bankCode: '058',
    bankName: 'Guaranty Trust Bank',
    nameMatched: true,
    updatedAt: '2026-01-05T10:00:00.000Z',
  },
  hasPin: true,
  pinLocked: false,
  pinLockedUntil: null,
  ...overrides,
});

/** POST /v1/wallet/getAccount's data, for tests. */
export const bankVerificationFixture = (overrides: Partial<BankVerification> = {}): BankVerification => ({
  verificationId: '0190a000-0000-7000-8000-000000000001',
  accountNumber: '0123456789',
  accountName: 'SANI CHINEDU UCHE',
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  nameMatched: true,
  merchantNames: ['Chinedu Sani', 'Sani Stores'],
  expiresAt: '2026-01-05T10:10:00.000Z',
  ...overrides,
});
