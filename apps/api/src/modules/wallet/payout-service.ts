import { fromMinor, toMinor, walletMessages, withdrawalHeldMessage } from '@oja/contracts';
import { newId } from '../../db/schema/columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderError, type TransferStatus } from '../../providers/payments/payments-provider.ts';
import { bankRepository } from './bank-repository.ts';
import { findReplay, runIdempotent } from '../idempotency/index.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { type PayoutRow, payoutRepository } from './payout-repository.ts';
import { verifyPin } from './pin-service.ts';
import { paymentReference } from './topup-service.ts';
import { toPayout } from './wallet-dto.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';
import { ownerMail, tellOwner } from './wallet-mail.ts';
import { holdEnd } from './payout-hold.ts';
import { assertWithdrawalAllowed } from './withdrawal-limit.ts';

export interface DebitBody {
  amount: number;
  pin: string;
  currency: 'NGN';
  narration?: string;
}

const masked = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

/**
 * POST /v1/wallet/debit — the withdrawal. After the PIN, one database transaction debits the wallet into
 * 'payouts:in_transit' (guarded, so it never overdraws) and records the payout; after commit the transfer
 * is sent to the provider. Its webhook later settles the payout: success, or failed/reversed, which gives
 * the money back by a reversal transaction. At most WITHDRAWALS_PER_DAY per merchant in any 24 hours.
 * To a bank account saved within WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS the payout is 'held' instead:
 * reserved the same way but not sent until the hold ends (payout-hold.ts). Every withdrawal emails the owner.
 */
export async function withdraw(ctx: WalletContext, caller: WalletCaller, key: string, body: DebitBody) {
  const request = { merchantId: caller.id, key, method: 'POST', path: '/v1/wallet/debit', body };
  const earlier = await findReplay<{ payout: ReturnType<typeof toPayout>; balance: number }>(ctx.db, request);
  if (earlier) return earlier;
  await verifyPin(ctx, caller, body.pin);
  let created: PayoutRow | undefined;
  const outcome = await runIdempotent(ctx, request, async (tx) => {
    await assertWithdrawalAllowed(tx, caller.id, ctx.config.WITHDRAWALS_PER_DAY);
    const account = await bankRepository.findAccount(tx, caller.id);
    if (!account) throw new AppError('UNPROCESSABLE', walletMessages.noBankAccount);
    const amount = toMinor(body.amount);
    const heldUntil = holdEnd(account.updatedAt, ctx.config.WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS);
    const reference = paymentReference('po');
    const reason = body.narration || 'Oja wallet withdrawal';
    const { id, balances } = await postTransaction(tx, caller.id, {
      kind: 'withdrawal',
      reference,
      description: `Withdrawal to ${account.bankName} ${masked(account.accountNumber)}`,
      postings: [
        { account: ACCOUNTS.wallet, currency: body.currency, amount: -amount },
        { account: ACCOUNTS.payoutsInTransit, currency: body.currency, amount },
      ],
    });
    created = await payoutRepository.insert(tx, {
      merchantId: caller.id,
      reference,
      amount,
      currency: body.currency,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
      bankName: account.bankName,
      accountName: account.accountName,
      recipientCode: account.recipientCode,
      reason,
      ledgerTransactionId: id,
      status: heldUntil ? 'held' : 'pending',
      heldUntil,
    });
    const balance = fromMinor(balances.get(body.currency)!);
    return {
      statusCode: 201,
      message: heldUntil
        ? withdrawalHeldMessage(ctx.config.WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS)
        : walletMessages.withdrawalStarted,
      data: { payout: toPayout(created), balance },
    };
  });
  if (!outcome.replayed && created) {
    if (created.status === 'pending') await dispatchPayout(ctx, created);
    await tellOwner(ctx, caller.email, ownerMail.withdrawal(created));
  }
  return outcome;
}

/**
 * Sends a recorded payout to the provider (idempotent on the reference). A refusal fails the payout and
 * returns the money; an outage leaves it pending without a transfer code, for the wallet job to retry.
 */
export async function dispatchPayout(ctx: WalletContext, payout: PayoutRow) {
  try {
    const transfer = await ctx.payments.initiateTransfer({
      amount: payout.amount,
      currency: payout.currency,
      recipientCode: payout.recipientCode,
      reference: payout.reference,
      reason: payout.reason,
    });
    await payoutRepository.setTransferCode(
      ctx.db,
      payout.merchantId,
      payout.reference,
      transfer.transferCode,
    );
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
      await settlePayout(ctx, payout.reference, 'failed', error.message);
      return;
    }
    ctx.log.warn(
      { err: error, reference: payout.reference },
      'payout dispatch failed; the wallet job retries it',
    );
  }
}

/**
 * Applies the transfer's final status once. Success moves the money from in-transit to the provider;
 * failed and reversed post a reversal that credits the wallet back. A repeated webhook finds nothing
 * pending; a `transfer` as the provider reports it must also match the payout's amount and currency.
 */
export async function settlePayout(
  ctx: WalletContext,
  reference: string,
  status: Exclude<TransferStatus, 'pending'>,
  reason: string | null,
  transfer?: { amount: number; currency: string },
) {
  await ctx.db.transaction(async (tx) => {
    const settlementTransactionId = newId();
    const failureReason = status === 'success' ? null : (reason ?? `Transfer ${status}`);
    const payout = await payoutRepository.settle(
      tx,
      reference,
      {
        status,
        failureReason,
        settlementTransactionId,
      },
      'pending',
      transfer,
    );
    if (!payout) return;
    const { merchantId, amount, currency } = payout;
    const back = status !== 'success';
    await postTransaction(tx, merchantId, {
      id: settlementTransactionId,
      kind: back ? 'withdrawal_reversal' : 'withdrawal_settlement',
      reference,
      description: back
        ? `Reversal of withdrawal (${failureReason})`
        : `Withdrawal paid out by ${ctx.payments.name}`,
      postings: [
        { account: ACCOUNTS.payoutsInTransit, currency, amount: -amount },
        { account: back ? ACCOUNTS.wallet : ACCOUNTS.provider(ctx.payments.name), currency, amount },
      ],
    });
  });
}

/** GET /v1/wallet/debit/{reference}: one of the merchant's withdrawals. */
export async function getPayout(ctx: WalletContext, merchantId: string, reference: string) {
  const row = await payoutRepository.findByReference(ctx.db, merchantId, reference);
  if (!row) throw new AppError('NOT_FOUND', walletMessages.transactionNotFound);
  return toPayout(row);
}

/** The wallet job: re-sends payouts whose dispatch never reached the provider. */
export async function redispatchPayouts(ctx: WalletContext, olderThanSeconds = 30) {
  const stuck = await payoutRepository.undispatched(ctx.db, olderThanSeconds);
  for (const payout of stuck) await dispatchPayout(ctx, payout);
  return stuck.length;
}
