import { type EscrowRequest, fromMinor, toMinor, walletMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { findOwnOrder } from '../orders/order-references.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { escrowRepository } from './escrow-repository.ts';
import { runIdempotent } from './idempotency.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { providerFailure } from './payment-errors.ts';
import { paymentReference } from './topup-service.ts';
import { toEscrowHold } from './wallet-dto.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';

type Hold = Extract<EscrowRequest, { action: 'hold' }>;

/**
 * POST /v1/wallet/escrow. `hold` opens a checkout for the buyer's payment of an order; once paid (the
 * charge.success webhook) the money sits in the merchant's 'escrow' account. On delivery `release` moves
 * it to the wallet; `refund` returns it to the buyer through the provider. Each happens at most once.
 */
export function escrowAction(ctx: WalletContext, caller: WalletCaller, key: string, body: EscrowRequest) {
  const request = { merchantId: caller.id, key, method: 'POST', path: '/v1/wallet/escrow', body };
  return runIdempotent(ctx, request, async (tx) => {
    if (body.action === 'hold') return hold(ctx, tx, caller, body);
    return settle(ctx, tx, caller.id, body.orderId, body.action === 'release' ? 'released' : 'refunded');
  });
}

async function hold(ctx: WalletContext, tx: Executor, caller: WalletCaller, body: Hold) {
  // A hold is for one of the merchant's own orders; anyone else's is answered like a missing one.
  if (!(await findOwnOrder(tx, caller.id, body.orderId))) throw notFound('Order');
  if (await escrowRepository.findByOrder(tx, caller.id, body.orderId))
    throw conflict(walletMessages.escrowExists);
  const reference = paymentReference('esc');
  const amount = toMinor(body.amount);
  const checkout = await ctx.payments
    .initializeTransaction({
      email: body.customerEmail,
      amount,
      currency: body.currency,
      reference,
      callbackUrl: body.callbackUrl,
      metadata: { merchantId: caller.id, purpose: 'escrow', orderId: body.orderId },
    })
    .catch((error: unknown) =>
      Promise.reject(
        providerFailure(
          error,
          { unsupported_currency: walletMessages.topupUnsupportedCurrency },
          walletMessages.paymentUnavailable,
        ),
      ),
    );
  const row = await escrowRepository.insert(tx, {
    merchantId: caller.id,
    orderId: body.orderId,
    reference,
    amount,
    currency: body.currency,
    customerEmail: body.customerEmail,
    authorizationUrl: checkout.authorizationUrl,
  });
  if (!row) throw conflict(walletMessages.escrowExists);
  await ledgerRepository.ensureWallet(tx, caller.id, body.currency);
  return {
    statusCode: 201,
    message: walletMessages.escrowHeld,
    data: { hold: toEscrowHold(row), balance: null },
  };
}

async function settle(
  ctx: WalletContext,
  tx: Executor,
  merchantId: string,
  orderId: string,
  status: 'released' | 'refunded',
) {
  const settledTransactionId = newId();
  const row = await escrowRepository.settle(tx, merchantId, orderId, status, settledTransactionId);
  if (!row) {
    const existing = await escrowRepository.findByOrder(tx, merchantId, orderId);
    if (!existing) throw new AppError('NOT_FOUND', walletMessages.escrowNotFound);
    throw conflict(
      existing.status === 'awaiting_payment' ? walletMessages.escrowNotFunded : walletMessages.escrowSettled,
    );
  }
  const released = status === 'released';
  const { balances } = await postTransaction(tx, merchantId, {
    id: settledTransactionId,
    kind: released ? 'escrow_release' : 'escrow_refund',
    reference: row.reference,
    description: released
      ? `Escrow released for order ${orderId}`
      : `Escrow refunded to the buyer of order ${orderId}`,
    postings: [
      { account: ACCOUNTS.escrow, currency: row.currency, amount: -row.amount },
      {
        account: released ? ACCOUNTS.wallet : ACCOUNTS.provider(ctx.payments.name),
        currency: row.currency,
        amount: row.amount,
      },
    ],
  });
  if (!released) {
    await ctx.payments
      .refundTransaction(row.reference)
      .catch((error: unknown) =>
        Promise.reject(providerFailure(error, {}, walletMessages.paymentUnavailable)),
      );
  }
  const balance = balances.get(row.currency);
  return {
    statusCode: 200,
    message: released ? walletMessages.escrowReleased : walletMessages.escrowRefunded,
    data: { hold: toEscrowHold(row), balance: balance === undefined ? null : fromMinor(balance) },
  };
}

/** The buyer paid: the hold becomes funded once, crediting the merchant's escrow account. */
export async function fundEscrow(ctx: WalletContext, tx: Executor, charge: VerifiedTransaction) {
  const fundedTransactionId = newId();
  const row = await escrowRepository.fund(tx, charge.reference, fundedTransactionId);
  if (!row) return;
  if (row.amount !== charge.amount || row.currency !== charge.currency) {
    throw new Error(
      `escrow ${row.reference}: paid ${charge.amount} ${charge.currency}, expected ${row.amount} ${row.currency}`,
    );
  }
  await postTransaction(tx, row.merchantId, {
    id: fundedTransactionId,
    kind: 'escrow_hold',
    reference: row.reference,
    description: `Buyer payment held in escrow for order ${row.orderId}`,
    postings: [
      { account: ACCOUNTS.provider(ctx.payments.name), currency: row.currency, amount: -row.amount },
      { account: ACCOUNTS.escrow, currency: row.currency, amount: row.amount },
    ],
  });
}

/** GET /v1/wallet/escrow/{orderId}. */
export async function getEscrow(ctx: WalletContext, merchantId: string, orderId: string) {
  const row = await escrowRepository.findByOrder(ctx.db, merchantId, orderId);
  if (!row) throw new AppError('NOT_FOUND', walletMessages.escrowNotFound);
  return toEscrowHold(row);
}
