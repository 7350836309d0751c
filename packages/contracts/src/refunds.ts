import { z } from 'zod';
import { moneyInput } from './money.ts';
import { timestamp } from './timestamp.ts';

/**
 * Refunds and returns of a paid order (docs/decisions/038-refunds.md). A refund gives back part or all of
 * what the buyer paid — never more than is left — to their original payment (through the payment
 * provider) or to their store credit with the merchant; a product order's lines may go back to stock with
 * it. A buyer may ask to return a delivered product order; the merchant accepts it (with a refund) or
 * declines it. Each step is an entry of the order's timeline. Amounts cross the API in major units.
 */
export const REFUND_DESTINATIONS = ['original_payment', 'store_credit'] as const;
export const refundDestination = z.enum(REFUND_DESTINATIONS);
export type RefundDestination = z.infer<typeof refundDestination>;

export const refundDestinationLabel = (destination: string): string =>
  ({ original_payment: 'Original payment', store_credit: 'Store credit' })[destination] ?? destination;

export const refundMessages = {
  refunded: 'Refund made',
  fetched: 'Refunds fetched successfully',
  reasonRequired: 'Give a reason for the refund',
  reasonTooLong: 'The reason must be at most 500 characters',
  notPaid: 'Only a paid order can be refunded',
  offlineInPerson: 'A sale paid in person is refunded in person: choose the original payment',
  offlinePaidInPerson: (left: string) =>
    `Only ${left} of this sale is left to refund in person; refund the part paid from store credit as store credit`,
  offlinePaidByCredit: (left: string) =>
    `Only ${left} of this sale is left to refund as store credit; refund the rest in person`,
  alreadyRefunded: 'This order is already refunded in full',
  tooMuch: (left: string) => `At most ${left} is left to refund on this order`,
  providerRefused: 'The payment provider refused this refund. Nothing was refunded.',
  recordedFromProvider: 'Refund made at the payment provider; recorded from its notice after an interruption',
  unavailable: 'Refunds are not available right now. Nothing was refunded; please try again.',
  insufficientWallet:
    'Your wallet balance is lower than this refund. Top up the wallet or refund to store credit later.',
  returnRequested: 'Return requested',
  returnAccepted: 'Return accepted',
  returnDeclined: 'Return declined',
  returnNotFound: 'Return request not found',
  returnNotDelivered: 'Only a delivered product order can be returned',
  returnOpen: 'This order already has a return request waiting for an answer',
  returnItemsOfOrder: 'Choose items of this order, at most as many as were ordered',
  returnDecided: 'This return request was already answered',
} as const;

const reason = z
  .string({ error: refundMessages.reasonRequired })
  .trim()
  .min(1, refundMessages.reasonRequired)
  .max(500, refundMessages.reasonTooLong);

/** POST /v1/order/{id}/refunds. */
export const refundRequest = z.object({
  amount: moneyInput({ label: 'Amount', positive: true }),
  reason,
  destination: refundDestination,
  /** A product order's lines go back to stock (once per order). */
  restock: z.boolean().default(false),
});
export type RefundRequest = z.input<typeof refundRequest>;

export const ORDER_TIMELINE_KINDS = [
  'refund',
  'restock',
  'return_requested',
  'return_accepted',
  'return_declined',
  'booking_rescheduled',
  'booking_cancelled',
] as const;
export const orderTimelineKind = z.enum(ORDER_TIMELINE_KINDS);

export const orderTimelineEntry = z.object({
  id: z.string(),
  kind: orderTimelineKind,
  note: z.string(),
  /** Major units; null for a step that moved no money. */
  amount: z.number().nullable(),
  createdAt: timestamp,
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

export const orderTimelineLabel = (kind: string): string =>
  ({
    refund: 'Refund made',
    restock: 'Items returned to stock',
    return_requested: 'Return requested',
    return_accepted: 'Return accepted',
    return_declined: 'Return declined',
    booking_rescheduled: 'Rescheduled by the buyer',
    booking_cancelled: 'Cancelled by the buyer',
  })[kind] ?? kind;

export const returnRequest = z.object({
  id: z.string(),
  reason: z.string(),
  items: z.array(z.object({ productId: z.string(), quantity: z.number().int() })).nullable(),
  status: z.enum(['requested', 'accepted', 'declined']),
  decidedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type ReturnRequest = z.infer<typeof returnRequest>;

/** POST /v1/order/{id}/returns: a return the buyer asked for (by message or on the tracking page). */
export const returnRequestInput = z.object({
  reason: z
    .string({ error: 'Give a reason for the return' })
    .trim()
    .min(1, 'Give a reason for the return')
    .max(500, 'The reason must be at most 500 characters'),
  items: z
    .array(z.object({ productId: z.uuid(), quantity: z.number().int().positive().max(100) }))
    .min(1)
    .max(100)
    .optional(),
});
export type ReturnRequestInput = z.input<typeof returnRequestInput>;

/** POST /v1/order/{id}/returns/{returnId}/accept: the refund that goes with the accepted return. */
export const returnAcceptance = refundRequest;
/** POST /v1/order/{id}/returns/{returnId}/decline. */
export const returnDecline = z.object({ reason });

/** GET /v1/order/{id}/refunds: what was refunded, what is left, the timeline and the return requests. */
export const orderRefunds = z.object({
  currency: z.string(),
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  timeline: z.array(orderTimelineEntry),
  returns: z.array(returnRequest),
});
export type OrderRefunds = z.infer<typeof orderRefunds>;
