import type { WalletCurrency } from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import type { PaymentsProvider, VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { type EscrowRow, escrowRepository } from './escrow-repository.ts';
import { type PaidCharges, refundCharges } from './provider-refunds.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';

/**
 * The escrow's money movements, shared by POST /v1/wallet/escrow and the orders that pay through the
 * checkout. Each runs in the caller's database transaction and moves a hold from the one status it
 * expects, so a repeat (a webhook delivered twice, a release racing a refund) finds nothing to do; the
 * ledger's unique index on (merchant, kind, reference) of escrow postings is the backstop.
 */

/** The buyer paid: the awaiting hold becomes held once, crediting the merchant's escrow account. */
export async function fundEscrow(
  payments: Pick<PaymentsProvider, 'name'>,
  tx: Executor,
  charge: VerifiedTransaction,
): Promise<EscrowRow | undefined> {
  const fundedTransactionId = newId();
  const row = await escrowRepository.fund(tx, charge.reference, fundedTransactionId);
  if (!row) return undefined;
  if (row.amount !== charge.amount || row.currency !== charge.currency) {
    throw new Error(
      `escrow ${row.reference}: paid ${charge.amount} ${charge.currency}, expected ${row.amount} ${row.currency}`,
    );
  }
  await postTransaction(tx, row.merchantId, {
    id: fundedTransactionId,
    kind: 'escrow_hold',
    reference: row.reference,
    description: `Buyer payment held in escrow for order ${row.orderReference ?? row.orderId}`,
    ...(charge.paidAt ? { at: charge.paidAt } : {}),
    postings: [
      { account: ACCOUNTS.provider(payments.name), currency: row.currency, amount: -row.amount },
      { account: ACCOUNTS.escrow, currency: row.currency, amount: row.amount },
    ],
  });
  return row;
}

export interface Settled {
  row: EscrowRow;
  balances: Map<WalletCurrency, number>;
}

/**
 * held → released: escrow to the wallet, dated `at` (when the order was delivered; default now).
 * Undefined when nothing is held for the order.
 */
export async function releaseEscrow(
  tx: Executor,
  merchantId: string,
  orderId: string,
  at?: Date,
): Promise<Settled | undefined> {
  const settledTransactionId = newId();
  const row = await escrowRepository.settle(tx, merchantId, orderId, 'released', settledTransactionId);
  if (!row) return undefined;
  const left = row.amount - row.refundedAmount;
  const { balances } = await postTransaction(tx, merchantId, {
    id: settledTransactionId,
    kind: 'escrow_release',
    reference: row.reference,
    description: `Escrow released for order ${row.orderReference ?? orderId}`,
    ...(at ? { at } : {}),
    postings: [
      { account: ACCOUNTS.escrow, currency: row.currency, amount: -left },
      { account: ACCOUNTS.wallet, currency: row.currency, amount: left },
    ],
  });
  return { row, balances };
}

/**
 * held → refunded: escrow back to the provider, and the provider returns the charge to the buyer. A
 * refund the provider refuses throws, rolling the whole transaction back. Undefined when nothing is held.
 */
export async function refundEscrow(
  payments: Pick<PaymentsProvider, 'name' | 'refundTransaction' | 'refundsOf'>,
  tx: Executor,
  merchantId: string,
  orderId: string,
  paid?: PaidCharges,
): Promise<Settled | undefined> {
  const settledTransactionId = newId();
  const row = await escrowRepository.settle(tx, merchantId, orderId, 'refunded', settledTransactionId);
  if (!row) return undefined;
  // Partial refunds may have taken some of the hold already (refund-ledger.ts): the rest goes back.
  const left = row.amount - row.refundedAmount;
  const { balances } = await postTransaction(tx, merchantId, {
    id: settledTransactionId,
    kind: 'escrow_refund',
    reference: row.reference,
    description: `Escrow refunded to the buyer of order ${row.orderReference ?? orderId}`,
    postings: [
      { account: ACCOUNTS.escrow, currency: row.currency, amount: -left },
      { account: ACCOUNTS.provider(payments.name), currency: row.currency, amount: left },
    ],
  });
  // Past what partial refunds took of it: the card refunds among them are in `paid.refunded`.
  await refundCharges(
    payments,
    paid ?? { charges: [{ reference: row.reference, amount: row.amount }], refunded: row.amount - left },
    left,
  );
  return { row, balances };
}

const RELEASE_BATCH = 100;

/**
 * The release job: every held payment whose hold time is over (a delivered service order's) goes to the
 * wallet. Claimed with FOR UPDATE SKIP LOCKED, so instances running it at once never release one twice.
 * Returns how many were released.
 */
export async function releaseDueEscrows(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await escrowRepository.claimDueReleases(tx, now, RELEASE_BATCH);
      for (const hold of due) {
        if (await releaseEscrow(tx, hold.merchantId, hold.orderId)) total++;
      }
      return due.length;
    });
    if (claimed < RELEASE_BATCH) return total;
  }
}
