import { z } from 'zod';
import { timestamp } from '../timestamp.ts';
import { singleLineText } from '../text.ts';
import { pinField, newPinField } from './fields.ts';
import { walletMessages } from './messages.ts';
import { DEFAULT_WALLET_CURRENCY, walletCurrency } from './currencies.ts';

/** PUT /v1/wallet/pin: creates the PIN, or changes it when `oldPin` is given (required once a PIN exists). */
export const setPinRequest = z
  .object({ pin: newPinField, confirmPin: singleLineText().optional(), oldPin: pinField.optional() })
  .refine((v) => v.confirmPin === undefined || v.confirmPin === v.pin, {
    message: walletMessages.pinMismatch,
    path: ['confirmPin'],
  });
export type SetPinRequest = z.infer<typeof setPinRequest>;
export const pinState = z.object({ hasPin: z.boolean(), created: z.boolean() });

/** POST /v1/wallet/pin/unlock-code: a code sent to the account's email address. */
export const unlockCodeSent = z.object({ sentTo: z.string(), expiresAt: timestamp });
/** POST /v1/wallet/pin/unlock: the emailed code lifts the PIN lock. */
export const unlockPinRequest = z.object({
  code: z
    .string(walletMessages.unlockCodeFormat)
    .trim()
    .regex(/^\d{6}$/, walletMessages.unlockCodeFormat),
});
export type UnlockPinRequest = z.infer<typeof unlockPinRequest>;
export const unlockPinResult = z.object({ pinLocked: z.boolean() });

// ── Wallet ───────────────────────────────────────────────────────────────────

/** POST /v1/wallet; the body may be left out (an NGN wallet). */
export const createWalletRequest = z.preprocess(
  (body) => body ?? {},
  z.object({ currency: walletCurrency.default(DEFAULT_WALLET_CURRENCY) }),
);
export const walletBalance = z.object({
  currency: walletCurrency,
  balance: z.number(),
  /** Money paid by buyers and held for this merchant's orders until delivery. */
  escrowBalance: z.number(),
  createdAt: timestamp,
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const bankAccount = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /**
   * Whether the account name matched the merchant's full or business name when it was saved; false means
   * the merchant confirmed a mismatch; null for accounts saved before names were compared.
   */
  nameMatched: z.boolean().nullable(),
  updatedAt: timestamp,
});
export type BankAccount = z.infer<typeof bankAccount>;

export const walletOverview = z.object({
  defaultCurrency: walletCurrency,
  wallets: z.array(walletBalance),
  bankAccount: bankAccount.nullable(),
  hasPin: z.boolean(),
  /** True while wrong PINs keep PIN use locked (for a while, or until an emailed code unlocks it). */
  pinLocked: z.boolean(),
  /** When a temporary lock ends; null when not locked or locked until an emailed code unlocks it. */
  pinLockedUntil: timestamp.nullable(),
});
export type WalletOverview = z.infer<typeof walletOverview>;

// ── Bank ─────────────────────────────────────────────────────────────────────

export const bank = z.object({ name: z.string(), code: z.string(), slug: z.string(), currency: z.string() });
export type Bank = z.infer<typeof bank>;

/** POST /v1/wallet/getAccount: docs/product/wallet.md#calls bank verification takes accountNumber and accountBank (a bank code). */
export const resolveAccountRequest = z.object({
  accountNumber: singleLineText(walletMessages.accountNumberFormat)
    .trim()
    .regex(/^\d{10}$/, walletMessages.accountNumberFormat),
  accountBank: singleLineText(walletMessages.bankRequired)
    .trim()
    .regex(/^\d{3,6}$/, walletMessages.bankRequired),
});
export type ResolveAccountRequest = z.infer<typeof resolveAccountRequest>;

/** docs/product/wallet.md#bank-account is the envelope: data (this), message and status. */
export const bankVerification = z.object({
  verificationId: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Whether `accountName` is one of `merchantNames` (case, accents, word order and Ltd/Enterprises aside). */
  nameMatched: z.boolean(),
  /** The merchant's names the account name was compared with: the full name and the business name. */
  merchantNames: z.array(z.string()),
  expiresAt: timestamp,
});
export type BankVerification = z.infer<typeof bankVerification>;

/**
 * POST /v1/wallet/update-bank-details. An account whose name does not match the merchant's names is
 * saved only with `confirmNameMismatch: true` (the merchant saw the bank's name and chose it anyway).
 */
export const updateBankDetailsRequest = z.object({
  verificationId: z.uuid(walletMessages.verificationNotFound),
  pin: pinField,
  confirmNameMismatch: z.boolean(walletMessages.confirmNameMismatchType).optional(),
});
export type UpdateBankDetailsRequest = z.infer<typeof updateBankDetailsRequest>;
