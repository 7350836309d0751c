import { randomBytes } from 'node:crypto';
import { toMinor, walletMessages, type WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { onOrigin } from '../../lib/return-origin.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { runIdempotent } from '../idempotency/index.ts';
import { ACCOUNTS, postTransaction } from './ledger.ts';
import { paymentPageFailure } from './payment-errors.ts';
import { topupRepository } from './topup-repository.ts';
import { toTopup } from './wallet-dto.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';

export const paymentReference = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface TopupBody {
  amount: number;
  currency: WalletCurrency;
  callbackUrl?: string;
}

/**
 * POST /v1/wallet/topup: opens a checkout at the payment provider. Nothing is credited now: the wallet is
 * credited when the provider's signed charge.success webhook arrives (or when the top-up is looked up
 * and the provider confirms the payment).
 */
export function startTopup(ctx: WalletContext, caller: WalletCaller, key: string, body: TopupBody) {
  return runIdempotent(
    ctx,
    { merchantId: caller.id, key, method: 'POST', path: '/v1/wallet/topup', body },
    async (tx) => {
      const reference = paymentReference('top');
      const amount = toMinor(body.amount);
      const checkout = await ctx.payments
        .initializeTransaction({
          email: caller.email,
          amount,
          currency: body.currency,
          reference,
          callbackUrl: onOrigin(caller.returnOrigin, body.callbackUrl ?? '/wallet'),
          metadata: { merchantId: caller.id, purpose: 'topup' },
        })
        .catch(paymentPageFailure);
      const row = await topupRepository.insert(tx, {
        merchantId: caller.id,
        reference,
        amount,
        currency: body.currency,
        email: caller.email,
        authorizationUrl: checkout.authorizationUrl,
        accessCode: checkout.accessCode,
      });
      return { statusCode: 201, message: walletMessages.topupStarted, data: toTopup(row) };
    },
  );
}

/**
 * Credits a paid top-up exactly once: the pending → success change and the ledger transaction commit
 * together, so a repeated webhook (or a webhook racing a lookup) finds nothing pending and does nothing.
 */
export async function creditTopup(ctx: WalletContext, tx: Executor, charge: VerifiedTransaction) {
  const ledgerTransactionId = newId();
  const row = await topupRepository.settle(tx, charge.reference, {
    status: 'success',
    paidAt: charge.paidAt ?? new Date(),
    ledgerTransactionId,
  });
  if (!row) return;
  if (row.amount !== charge.amount || row.currency !== charge.currency) {
    throw new Error(
      `top-up ${row.reference}: paid ${charge.amount} ${charge.currency}, expected ${row.amount} ${row.currency}`,
    );
  }
  await postTransaction(tx, row.merchantId, {
    id: ledgerTransactionId,
    kind: 'topup',
    reference: row.reference,
    description: `Wallet top-up via ${ctx.payments.name}`,
    postings: [
      { account: ACCOUNTS.provider(ctx.payments.name), currency: row.currency, amount: -row.amount },
      { account: ACCOUNTS.wallet, currency: row.currency, amount: row.amount },
    ],
  });
}

/** GET /v1/wallet/topup/{reference}: the top-up, first brought up to date with the provider if pending. */
export async function getTopup(ctx: WalletContext, merchantId: string, reference: string) {
  const row = await topupRepository.findByReference(ctx.db, merchantId, reference);
  if (!row) throw new AppError('NOT_FOUND', walletMessages.topupNotFound);
  if (row.status !== 'pending') return toTopup(row);
  const charge = await ctx.payments.verifyTransaction(reference).catch(() => undefined);
  if (charge?.status === 'success') await ctx.db.transaction((tx) => creditTopup(ctx, tx, charge));
  if (charge?.status === 'abandoned')
    await topupRepository.settle(ctx.db, reference, { status: 'abandoned' });
  return toTopup((await topupRepository.findByReference(ctx.db, merchantId, reference))!);
}
