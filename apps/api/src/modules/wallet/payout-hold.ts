import { newId } from '../../db/schema/columns.ts';
import type { Database } from '../../db/client.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { payoutRepository, type PayoutRow } from './payout-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Withdrawals to a bank account saved less than `hours` ago are held until `hours` after the save: the
 * owner, emailed at the change and at the withdrawal, has that long to have it stopped. Null: not held.
 */
export function holdEnd(accountSavedAt: Date, hours: number, now = Date.now()): Date | null {
  const end = accountSavedAt.getTime() + hours * HOUR_MS;
  return hours > 0 && end > now ? new Date(end) : null;
}

/**
 * Releases a held payout: it becomes pending without a transfer code, which the wallet job sends to the
 * provider (redispatchPayouts). `dueOnly`: only once its hold has ended. Undefined when it was not held.
 */
export const releaseHeldPayout = (db: Database, reference: string, dueOnly = false) =>
  payoutRepository.release(db, reference, dueOnly);

/**
 * Cancels a held payout: it never reached the provider, so its reserved money goes straight back to the
 * wallet (a reversal transaction, as for a failed transfer), once. Undefined when it was not held.
 */
export async function cancelHeldPayout(db: Database, reference: string, reason: string) {
  return db.transaction(async (tx) => {
    const settlementTransactionId = newId();
    const payout = await payoutRepository.settle(
      tx,
      reference,
      { status: 'cancelled', failureReason: reason, settlementTransactionId },
      'held',
    );
    if (!payout) return undefined;
    await postTransaction(tx, payout.merchantId, {
      id: settlementTransactionId,
      kind: 'withdrawal_reversal',
      reference,
      description: `Withdrawal cancelled (${reason})`,
      postings: [
        { account: ACCOUNTS.payoutsInTransit, currency: payout.currency, amount: -payout.amount },
        { account: ACCOUNTS.wallet, currency: payout.currency, amount: payout.amount },
      ],
    });
    return payout;
  });
}

/** The newest withdrawals, optionally of one status: the operators' list of payouts. */
export const listPayouts = (db: Database, status: PayoutRow['status'] | undefined, limit: number) =>
  payoutRepository.list(db, status, limit);
