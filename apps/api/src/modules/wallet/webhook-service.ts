import { TEXT_KIND_KEYWORD } from '@oja/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  PaymentProviderError,
  type VerifiedTransaction,
} from '../../providers/payments/payments-provider.ts';
import { INVOICE_PAYMENT_PURPOSE, settleInvoicePayment } from '../invoices/index.ts';
import { ORDER_PAYMENT_PURPOSE, settleOrderCharge } from '../order-payments/index.ts';
import { recordNoticedRefund } from '../refunds/index.ts';
import { fundEscrow } from './escrow-ledger.ts';
import { ESCROW_PURPOSE } from './escrow-service.ts';
import { settlePayout } from './payout-service.ts';
import { creditTopup } from './topup-service.ts';
import type { WalletContext } from './wallet-context.ts';

const transferEvent = z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']);
/**
 * The provider's own payload (customer names, metadata) is taken verbatim (decision 018): only text the
 * database could not store is refused, so a tab or a mis-encoded name never makes a payment event bounce.
 */
export const webhookBody = z
  .looseObject({
    event: z.string(),
    data: z.looseObject({ reference: z.string().optional(), failures: z.unknown().optional() }),
  })
  .meta({ [TEXT_KIND_KEYWORD]: 'verbatim' });
export type WebhookBody = z.infer<typeof webhookBody>;

/** Re-reads something the webhook names; a reference the provider does not know is undefined. */
const unlessUnknown = (error: unknown) => {
  // Anything but "not found" (an outage) fails the delivery, and the provider retries it.
  if (error instanceof PaymentProviderError && error.kind === 'not_found') return undefined;
  throw error;
};

/**
 * A transfer event changes a payout only as the provider itself reports the transfer (GET
 * /transfer/verify/:reference): a signed body is not proof enough, since a leaked or development key
 * signs anything. An event that disagrees changes nothing and is logged.
 */
async function applyTransferEvent(
  ctx: WalletContext,
  reference: string,
  claimed: 'success' | 'failed' | 'reversed',
) {
  const transfer = await ctx.payments.verifyTransfer(reference).catch(unlessUnknown);
  if (transfer?.status !== claimed) {
    ctx.log.warn(
      { reference, claimed, provider: transfer?.status ?? 'unknown' },
      'transfer webhook disagrees with the provider; ignored',
    );
    return;
  }
  await settlePayout(ctx, reference, transfer.status, transfer.failures, {
    amount: transfer.amount,
    currency: transfer.currency,
  });
}

type ChargeHandler = (ctx: WalletContext, tx: Executor, charge: VerifiedTransaction) => Promise<unknown>;

/**
 * Who a paid charge is for, by the `purpose` its checkout was opened with: a buyer's order (escrow until
 * delivery), an escrow hold of POST /v1/wallet/escrow, an invoice (straight to the wallet: the work is
 * already delivered) or a top-up.
 */
const chargeHandlers: Record<string, ChargeHandler> = {
  [ORDER_PAYMENT_PURPOSE]: settleOrderCharge,
  [ESCROW_PURPOSE]: (ctx, tx, charge) => fundEscrow(ctx.payments, tx, charge),
  [INVOICE_PAYMENT_PURPOSE]: settleInvoicePayment,
};

/**
 * The purposes whose handlers refund a late payment (an expired order) inside their transaction: a
 * charge of theirs found reversed is one whose refund went through before a crash lost the transaction
 * that recorded it, and the handler records it without refunding again. (An invoice's reversed charge is
 * recorded by the invoices' reconciliation.)
 */
const settlesReversed = new Set([ORDER_PAYMENT_PURPOSE]);

/**
 * Applies a verified provider event. Events are delivered at least once: every handler changes state
 * only from the state it expects, so a repeat is a no-op. Charges and transfers are re-read from the
 * provider before money moves (Paystack's advice: trust the verify call, not the webhook's body).
 */
export async function handleWebhook(ctx: WalletContext, { event, data }: WebhookBody): Promise<void> {
  if (event === 'refund.processed') {
    const charge = data.transaction_reference;
    if (typeof charge === 'string') await recordNoticedRefund(ctx, ctx.log, charge);
    return;
  }
  const reference = data.reference;
  if (!reference) return;
  if (event === 'charge.success') {
    const charge = await ctx.payments.verifyTransaction(reference).catch(unlessUnknown);
    if (!charge) return;
    const purpose = charge.metadata.purpose;
    if (
      charge.status !== 'success' &&
      !(charge.status === 'reversed' && settlesReversed.has(String(purpose)))
    )
      return;
    const handler = (typeof purpose === 'string' && chargeHandlers[purpose]) || creditTopup;
    await ctx.db.transaction((tx) => handler(ctx, tx, charge));
    return;
  }
  const transfer = transferEvent.safeParse(event);
  if (transfer.success) {
    const claimed = transfer.data.slice('transfer.'.length) as 'success' | 'failed' | 'reversed';
    await applyTransferEvent(ctx, reference, claimed);
  }
}
