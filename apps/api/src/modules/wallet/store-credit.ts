import { storeCreditMessages, type WalletCurrency } from '@oja/contracts';
import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccountTotals } from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';
import { naira } from '../../lib/money-text.ts';
import type { LedgerKind } from './ledger-repository.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';

/** The store credit (minor units) the merchant owes the buyer with `email`, from the ledger's kept totals. */
export async function storeCreditOf(
  db: Executor,
  merchantId: string,
  email: string,
  currency: WalletCurrency = 'NGN',
): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccountTotals.balance })
    .from(ledgerAccountTotals)
    .where(
      and(
        eq(ledgerAccountTotals.merchantId, merchantId),
        eq(ledgerAccountTotals.account, ACCOUNTS.storeCredit(email)),
        eq(ledgerAccountTotals.currency, currency),
      ),
    );
  return row?.balance ?? 0;
}

/** The buyers who hold NGN store credit with the merchant (minor units), by email; at most `limit`. */
export async function storeCredits(db: Executor, merchantId: string, limit = 500) {
  const rows = await db
    .select({ account: ledgerAccountTotals.account, balance: ledgerAccountTotals.balance })
    .from(ledgerAccountTotals)
    .where(
      and(
        eq(ledgerAccountTotals.merchantId, merchantId),
        eq(ledgerAccountTotals.currency, 'NGN'),
        like(ledgerAccountTotals.account, 'store\\_credit:%'),
        gt(ledgerAccountTotals.balance, 0),
      ),
    )
    .orderBy(asc(ledgerAccountTotals.account))
    .limit(limit);
  return rows.map((r) => ({ email: r.account.slice('store_credit:'.length), balance: r.balance }));
}

export interface CreditSpend {
  email: string;
  /** Minor units, above 0. */
  amount: number;
  currency: WalletCurrency;
  /** The sale's own ledger kind (offline_sale, invoice_payment) and reference. */
  kind: LedgerKind;
  reference: string;
  description: string;
}

/**
 * Spends `amount` of a buyer's store credit on a sale, in the caller's transaction (decision 045): under
 * the merchant's ledger lock — which every ledger write takes first, so no refund or other spend moves
 * the credit between the read and the posting — the credit held is read and, when it covers the amount,
 * one balanced transaction moves it from `store_credit:<email>` back to the merchant's wallet, where the
 * refund that made the credit took it from. More than is held is a 422 that changes nothing.
 */
export async function spendStoreCredit(tx: Executor, merchantId: string, spend: CreditSpend) {
  await lockFor(tx, `ledger:${merchantId}`);
  const held = await storeCreditOf(tx, merchantId, spend.email, spend.currency);
  if (spend.amount > held) throw unprocessable(storeCreditMessages.tooMuch(naira(held)));
  const { id } = await postTransaction(tx, merchantId, {
    kind: spend.kind,
    reference: spend.reference,
    description: spend.description,
    postings: [
      { account: ACCOUNTS.storeCredit(spend.email), currency: spend.currency, amount: -spend.amount },
      { account: ACCOUNTS.wallet, currency: spend.currency, amount: spend.amount },
    ],
  });
  return id;
}
