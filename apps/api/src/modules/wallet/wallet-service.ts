import {
  DEFAULT_WALLET_CURRENCY,
  type WalletCurrency,
  type WalletOverview,
  walletMessages,
} from '@oja/contracts';
import { conflict } from '../../lib/app-error.ts';
import { bankRepository } from './bank-repository.ts';
import { ACCOUNTS } from './ledger.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { pinState } from './pin-service.ts';
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
  const [rows, escrow, account, pin] = await Promise.all([
    walletRepository.list(ctx.db, merchantId),
    ledgerRepository.accountBalances(ctx.db, merchantId, ACCOUNTS.escrow),
    bankRepository.findAccount(ctx.db, merchantId),
    pinState(ctx, merchantId),
  ]);
  const held = new Map(escrow.map((e) => [e.currency, Number(e.balance)]));
  return {
    defaultCurrency: DEFAULT_WALLET_CURRENCY,
    wallets: rows.map((row) => toWalletBalance(row, held.get(row.currency) ?? 0)),
    bankAccount: account ? toBankAccount(account) : null,
    ...pin,
  };
}
