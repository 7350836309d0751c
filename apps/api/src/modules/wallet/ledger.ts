import type { WalletCurrency } from '@oja/contracts';
import { walletMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';
import { type LedgerKind, ledgerRepository } from './ledger-repository.ts';

/**
 * Accounts of a merchant's sub-ledger. 'wallet' is the merchant's money (its balance row is kept in
 * step); the others are the counter accounts that make every transaction balance.
 */
export const ACCOUNTS = {
  wallet: 'wallet',
  escrow: 'escrow',
  fx: 'fx',
  payoutsInTransit: 'payouts:in_transit',
  provider: (name: string) => `provider:${name}`,
  /** What the merchant owes a buyer as store credit (refunds to it), by the buyer's lower-cased email. */
  storeCredit: (email: string) => `store_credit:${email.toLowerCase()}`,
} as const;

export interface Posting {
  account: string;
  currency: WalletCurrency;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

export interface LedgerTransaction {
  kind: LedgerKind;
  reference: string;
  description: string;
  postings: Posting[];
  id?: string;
  /**
   * When the money moved, as the party that moved it reports it (the carrier's delivery, the payment
   * provider's paid_at); default, and for a time still to come: now. The ledger stays append-only:
   * this only dates the rows being added.
   */
  at?: Date;
}

/**
 * Posts one balanced transaction inside the caller's database transaction: checks the legs sum to zero
 * per currency, takes the merchant's ledger lock, moves the wallet balances under a guarded UPDATE (in
 * currency order), then appends the transaction and its entries (whose trigger moves the kept escrow
 * balance). The ledger lock comes first and is held to the end of the transaction, so a transaction that
 * posts several times (a hold, then a release) and another posting at once never wait on each other's
 * wallet and escrow rows in opposite orders.
 * Throws 422 'Insufficient balance' when a wallet would go below zero.
 */
export async function postTransaction(db: Executor, merchantId: string, txn: LedgerTransaction) {
  const sums = new Map<WalletCurrency, number>();
  const walletDeltas = new Map<WalletCurrency, number>();
  for (const p of txn.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`ledger: invalid amount ${p.amount}`);
    sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.amount);
    if (p.account === ACCOUNTS.wallet)
      walletDeltas.set(p.currency, (walletDeltas.get(p.currency) ?? 0) + p.amount);
  }
  if (txn.postings.length < 2 || [...sums.values()].some((sum) => sum !== 0)) {
    throw new Error(`ledger: transaction ${txn.kind} ${txn.reference} does not balance`);
  }

  await lockFor(db, `ledger:${merchantId}`);
  const balances = new Map<WalletCurrency, number>();
  for (const currency of [...walletDeltas.keys()].sort()) {
    const delta = walletDeltas.get(currency)!;
    if (delta > 0) await ledgerRepository.ensureWallet(db, merchantId, currency);
    const balance = await ledgerRepository.adjustBalance(db, merchantId, currency, delta);
    if (balance === undefined) throw new AppError('UNPROCESSABLE', walletMessages.insufficientBalance);
    balances.set(currency, balance);
  }

  const id = txn.id ?? newId();
  // Money is never dated in the future (a carrier's or provider's clock running ahead).
  const at = txn.at && txn.at.getTime() < Date.now() ? txn.at : undefined;
  await ledgerRepository.insertTransaction(db, {
    merchantId,
    id,
    kind: txn.kind,
    reference: txn.reference,
    description: txn.description,
    ...(at ? { createdAt: at } : {}),
  });
  await ledgerRepository.insertEntries(
    db,
    txn.postings.map((p) => ({
      merchantId,
      transactionId: id,
      account: p.account,
      currency: p.currency,
      amount: p.amount,
      ...(at ? { createdAt: at } : {}),
    })),
  );
  return { id, balances };
}
