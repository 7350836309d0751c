import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';

/** One charge the buyer paid at the provider: an order's first payment, or the rest of a deposit order. */
export interface Charge {
  reference: string;
  /** Minor units. */
  amount: number;
}

/**
 * The charges that paid an order and how much of them went back to the buyer's card already. An order
 * paid in one payment has one charge; a deposit order paid in full has two (decision 039).
 */
export interface PaidCharges {
  charges: Charge[];
  refunded: number;
}

/**
 * Refunds `amount` to the buyer's card across the charges that paid it, first charge first and past
 * what earlier refunds took, so no charge is ever asked to give back more than it took (the provider
 * refuses that). A part of a charge is refunded by amount; a whole, untouched charge without one.
 */
export async function refundCharges(
  payments: Pick<PaymentsProvider, 'refundTransaction'>,
  paid: PaidCharges,
  amount: number,
  note?: string,
) {
  let taken = paid.refunded;
  let left = amount;
  for (const charge of paid.charges) {
    const room = Math.max(0, charge.amount - taken);
    taken = Math.max(0, taken - charge.amount);
    const part = Math.min(room, left);
    if (part === 0) continue;
    await payments.refundTransaction(charge.reference, part < charge.amount ? part : undefined, note);
    left -= part;
    if (left === 0) return;
  }
  if (left > 0) throw new Error(`refund of ${amount}: ${left} more than the charges left to refund`);
}
