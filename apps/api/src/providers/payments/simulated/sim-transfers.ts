import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paystackSimRecipients, paystackSimTransfers } from '../../../db/schema/index.ts';
import type { TransferStatus } from '../payments-provider.ts';
import { findBank, TEST_ACCOUNTS } from './bank-directory.ts';
import { enqueueWebhook } from './sim-webhooks.ts';

/** What the simulated bank does with a transfer to this account. */
export function transferOutcome(accountNumber: string): {
  status: Exclude<TransferStatus, 'pending'>;
  reason: string | null;
} {
  if (accountNumber === TEST_ACCOUNTS.transferFails)
    return { status: 'failed', reason: 'Account could not be credited' };
  if (accountNumber === TEST_ACCOUNTS.transferReversed)
    return { status: 'reversed', reason: 'Transfer reversed by the beneficiary bank' };
  return { status: 'success', reason: null };
}

/**
 * The transfer job: every pending transfer whose delay has passed becomes success, failed or reversed,
 * and its transfer.<status> webhook is queued in the same transaction.
 */
export async function settleDueTransfers(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ transfer: paystackSimTransfers, recipient: paystackSimRecipients })
      .from(paystackSimTransfers)
      .innerJoin(
        paystackSimRecipients,
        eq(paystackSimRecipients.recipientCode, paystackSimTransfers.recipientCode),
      )
      .where(and(eq(paystackSimTransfers.status, 'pending'), lte(paystackSimTransfers.dueAt, sql`now()`)))
      .orderBy(asc(paystackSimTransfers.dueAt))
      .limit(100)
      .for('update', { of: paystackSimTransfers, skipLocked: true });
    for (const { transfer, recipient } of due) {
      const { status, reason } = transferOutcome(recipient.accountNumber);
      const completedAt = new Date();
      await tx
        .update(paystackSimTransfers)
        .set({ status, completedAt })
        .where(eq(paystackSimTransfers.reference, transfer.reference));
      await enqueueWebhook(tx, `transfer.${status}`, {
        domain: 'test',
        amount: transfer.amount,
        currency: transfer.currency,
        reference: transfer.reference,
        reason: transfer.reason,
        status,
        transfer_code: transfer.transferCode,
        failures: reason,
        recipient: {
          recipient_code: recipient.recipientCode,
          name: recipient.name,
          details: {
            account_number: recipient.accountNumber,
            account_name: recipient.name,
            bank_code: recipient.bankCode,
            bank_name: findBank(recipient.bankCode)?.name ?? null,
          },
        },
        created_at: transfer.createdAt.toISOString(),
        updated_at: completedAt.toISOString(),
      });
    }
    return due.length;
  });
}
