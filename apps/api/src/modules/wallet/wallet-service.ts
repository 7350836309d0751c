import {
  DEFAULT_WALLET_CURRENCY,
  type WalletCurrency,
  type WalletOverview,
  walletMessages,
} from '@oja/contracts';
import { conflict } from '../../lib/app-error.ts';
import { toBankAccount, toWalletBalance } from './wallet-dto.ts';
import type { WalletContext } from './wallet-context.ts';
import { walletRepository } from './wallet-repository.ts';

/** POST /v1/wallet: one wallet per currency; a second one in the same currency is refused (409). */
export async function createWallet(ctx: WalletContext, merchantId: string, currency: WalletCurrency) {
  const row = await walletRepository.create(ctx.db, merchantId, currency);
  if (!row) throw conflict(walletMessages.walletExists);
  return toWalletBalance(row, 0);
}

/** GET /v1/wallet: balances (and money held in escrow) per currency, the bank account, the PIN's state. */
export async function walletOverview(ctx: WalletContext, merchantId: string): Promise<WalletOverview> {
  const rows = await walletRepository.overview(ctx.db, merchantId);
  const [first] = rows;
  const pinLocked = first?.pinLocked ?? false;
  return {
    defaultCurrency: DEFAULT_WALLET_CURRENCY,
    wallets: rows.flatMap((row) => (row.wallet ? [toWalletBalance(row.wallet, row.escrow ?? 0)] : [])),
    bankAccount: first?.bankAccount ? toBankAccount(first.bankAccount) : null,
    hasPin: Boolean(first?.pinOf),
    pinLocked,
    pinLockedUntil: pinLocked && first?.pinLockedUntil ? first.pinLockedUntil.toISOString() : null,
  };
}
