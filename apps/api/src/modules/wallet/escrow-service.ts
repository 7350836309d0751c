import { type EscrowRequest, fromMinor, orderPaymentMessages, toMinor, walletMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { onOrigin } from '../../lib/return-origin.ts';
import { findOwnOrder, namesOjaOrder } from '../orders/index.ts';
import { releaseEscrow, refundEscrow } from './escrow-ledger.ts';
import { escrowRepository } from './escrow-repository.ts';
import { runIdempotent } from '../idempotency/index.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { onlyProviderFailure, paymentPageFailure } from './payment-errors.ts';
import { paymentReference } from './topup-service.ts';
import { toEscrowHold } from './wallet-dto.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';

type Hold = Extract<EscrowRequest, { action: 'hold' }>;

/** Metadata `purpose` of the provider transactions opened by POST /v1/wallet/escrow. */
export const ESCROW_PURPOSE = 'escrow';

/**
 * POST /v1/wallet/escrow. `hold` opens a checkout for the buyer's payment of an order; once paid (the
 * charge.success webhook) the money sits in the merchant's 'escrow' account. On delivery `release` moves
 * it to the wallet; `refund` returns it to the buyer through the provider. Each happens at most once.
 * The holds the buyer checkout opens follow their order instead (released on delivery, refunded by
 * cancelling the order), so they are refused here.
 */
export function escrowAction(ctx: WalletContext, caller: WalletCaller, key: string, body: EscrowRequest) {
  const request = { merchantId: caller.id, key, method: 'POST', path: '/v1/wallet/escrow', body };
  return runIdempotent(ctx, request, async (tx) => {
    if (body.action === 'hold') return hold(ctx, tx, caller, body);
    return settle(ctx, tx, caller.id, body.orderId, body.action === 'release' ? 'released' : 'refunded');
  });
}

async function hold(ctx: WalletContext, tx: Executor, caller: WalletCaller, body: Hold) {
  // A hold names a sale made outside Oja's checkout by the merchant's own reference; a name that is
  // an Oja order id or reference must be one of the merchant's own orders (another's reads as missing).
  if (namesOjaOrder(body.orderId) && !(await findOwnOrder(tx, caller.id, body.orderId)))
    throw notFound('Order');
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
      callbackUrl: body.callbackUrl && onOrigin(caller.returnOrigin, body.callbackUrl),
      metadata: { merchantId: caller.id, purpose: ESCROW_PURPOSE, orderId: body.orderId },
    })
    .catch(paymentPageFailure);
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
  const existing = await escrowRepository.findByOrder(tx, merchantId, orderId);
  if (!existing) throw new AppError('NOT_FOUND', walletMessages.escrowNotFound);
  if (existing.orderType) throw conflict(orderPaymentMessages.escrowFollowsOrder);
  const released = status === 'released';
  const settled = released
    ? await releaseEscrow(tx, merchantId, orderId)
    : await refundEscrow(ctx.payments, tx, merchantId, orderId).catch(
        onlyProviderFailure({}, walletMessages.paymentUnavailable),
      );
  if (!settled) {
    const current = await escrowRepository.findByOrder(tx, merchantId, orderId);
    throw conflict(
      current?.status === 'awaiting_payment' ? walletMessages.escrowNotFunded : walletMessages.escrowSettled,
    );
  }
  const balance = settled.balances.get(settled.row.currency);
  return {
    statusCode: 200,
    message: released ? walletMessages.escrowReleased : walletMessages.escrowRefunded,
    data: {
      hold: toEscrowHold(settled.row),
      balance: balance === undefined ? null : fromMinor(balance),
    },
  };
}

/** GET /v1/wallet/escrow/{orderId}. */
export async function getEscrow(ctx: WalletContext, merchantId: string, orderId: string) {
  const row = await escrowRepository.findByOrder(ctx.db, merchantId, orderId);
  if (!row) throw new AppError('NOT_FOUND', walletMessages.escrowNotFound);
  return toEscrowHold(row);
}
