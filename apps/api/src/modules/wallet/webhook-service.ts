import { TEXT_KIND_KEYWORD } from '@oja/contracts';
import { z } from 'zod';
import { PaymentProviderError } from '../../providers/payments/payments-provider.ts';
import { settlePayout } from './payout-service.ts';
import { creditTopup } from './topup-service.ts';
import { fundEscrow } from './escrow-service.ts';
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

/**
 * Applies a verified provider event. Events are delivered at least once: every handler changes state
 * only from the state it expects, so a repeat is a no-op. A charge is re-read from the provider before
 * money moves (Paystack's advice: trust the verify call, not the webhook's amount).
 */
export async function handleWebhook(ctx: WalletContext, { event, data }: WebhookBody): Promise<void> {
  const reference = data.reference;
  if (!reference) return;
  if (event === 'charge.success') {
    const charge = await ctx.payments.verifyTransaction(reference).catch((error: unknown) => {
      // A charge the provider does not know cannot be credited; anything else (an outage) is retried.
      if (error instanceof PaymentProviderError && error.kind === 'not_found') return undefined;
      throw error;
    });
    if (charge?.status !== 'success') return;
    await ctx.db.transaction(async (tx) => {
      if (charge.metadata.purpose === 'escrow') await fundEscrow(ctx, tx, charge);
      else await creditTopup(ctx, tx, charge);
    });
    return;
  }
  const transfer = transferEvent.safeParse(event);
  if (transfer.success) {
    const status = transfer.data.slice('transfer.'.length) as 'success' | 'failed' | 'reversed';
    await settlePayout(ctx, reference, status, typeof data.failures === 'string' ? data.failures : null);
  }
}
