import {
  type CheckoutBody,
  type DepositInput,
  depositMinor,
  type SaleChannel,
  salesMessages,
} from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A checkout as placed: by the buyer online, or by the merchant for a buyer through a payment link,
 * which may ask a deposit first (decision 039).
 */
export type PlacedOrderBody = CheckoutBody & { channel?: SaleChannel; deposit?: DepositInput };

/** The order's channel and deposit columns; a deposit of nothing, or that leaves nothing for the rest, is 422. */
export function channelColumns(body: PlacedOrderBody, totalMinor: number) {
  const channel = body.channel ?? 'online';
  if (!body.deposit) return { channel, depositAmount: null };
  const depositAmount = depositMinor(body.deposit, totalMinor);
  const refusal =
    depositAmount >= totalMinor
      ? salesMessages.depositTooLarge
      : depositAmount === 0
        ? salesMessages.depositTooSmall
        : undefined;
  if (refusal) throw new AppError('UNPROCESSABLE', refusal, [{ path: 'body.deposit', message: refusal }]);
  return { channel, depositAmount };
}
