import type { PaymentsProvider, ProviderRefund } from '../../providers/payments/payments-provider.ts';

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

const sum = (refunds: ProviderRefund[]) => refunds.reduce((total, refund) => total + refund.amount, 0);

/** What the provider has given back of a charge so far, in minor units. */
export async function refundedAt(payments: Pick<PaymentsProvider, 'refundsOf'>, reference: string) {
  return sum(await payments.refundsOf(reference));
}

/**
 * The note a refund is asked for with at the provider: the merchant's reason and Oja's refund id, so a
 * refund found at the provider whose record a crash lost is known again by its id (recordNoticedRefund).
 */
export const refundNote = (refundId: string, reason: string) => `${reason} (Oja refund ${refundId})`;

/** The Oja refund id a provider refund's note names, if it names one. */
export const refundIdOfNote = (note: string | null) =>
  /\(Oja refund ([0-9a-f-]{36})\)$/.exec(note ?? '')?.[1];

/**
 * Refunds `amount` to the buyer's card across the charges that paid it, first charge first and past
 * what earlier refunds took, so no charge is ever asked to give back more than it took (the provider
 * refuses that). A part of a charge is refunded by amount; a whole, untouched charge without one.
 *
 * Callers record the refund in the database transaction around this call, so a crash after the provider
 * refunded and before the commit leaves a refund the provider made and the books lost. Each charge's
 * refunds at the provider are therefore read first: what the provider gave back past what the books
 * recorded of that charge is such a lost refund, and is counted as given now instead of being asked for
 * again — the retry records it, and nothing is refunded twice. Only this refund's own earlier attempt
 * (its note names its id, see `refundNote`) or a refund naming none is counted so: another refund's
 * lost attempt stays its own, and a new refund asks only for what the charge has left.
 */
export async function refundCharges(
  payments: Pick<PaymentsProvider, 'refundTransaction' | 'refundsOf'>,
  paid: PaidCharges,
  amount: number,
  note?: string,
) {
  const mine = refundIdOfNote(note ?? null);
  let recordedLeft = paid.refunded;
  let left = amount;
  for (const charge of paid.charges) {
    const recorded = Math.min(charge.amount, recordedLeft);
    recordedLeft -= recorded;
    if (recorded === charge.amount) continue;
    const refunds = await payments.refundsOf(charge.reference);
    const atProvider = sum(refunds);
    // Only this refund's own earlier attempt (or a refund that names none) may be taken as given now: a
    // lost refund that names another id is that refund's, recorded by its retry or the provider's notice.
    const claimable = sum(refunds.filter((r) => [undefined, mine].includes(refundIdOfNote(r.note))));
    const lost = Math.min(Math.max(0, atProvider - recorded), claimable, left);
    left -= lost;
    const part = Math.min(charge.amount - Math.max(recorded, atProvider), left);
    if (part > 0) {
      await payments.refundTransaction(charge.reference, part < charge.amount ? part : undefined, note);
      left -= part;
    }
    if (left === 0) return;
  }
  if (left > 0) throw new Error(`refund of ${amount}: ${left} more than the charges left to refund`);
}

/**
 * Gives a whole charge back that should never have been taken (a payment that came in after its order
 * expired or its invoice stopped taking payments), in the caller's transaction. What the provider
 * refunded of it already — by an earlier attempt whose transaction was lost in a crash — is not asked
 * for again, so the retry of a lost attempt settles instead of being refused for good.
 */
export async function refundWholeCharge(
  payments: Pick<PaymentsProvider, 'refundTransaction' | 'refundsOf'>,
  charge: Charge,
  note?: string,
) {
  const refunded = await refundedAt(payments, charge.reference);
  if (refunded >= charge.amount) return;
  await payments.refundTransaction(
    charge.reference,
    refunded > 0 ? charge.amount - refunded : undefined,
    note,
  );
}
