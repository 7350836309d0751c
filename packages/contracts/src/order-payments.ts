import { z } from 'zod';
import { timestamp } from './timestamp.ts';

/**
 * A buyer's payment for an order (docs/decisions/021-order-money.md). It is a state of its own beside the
 * order status of docs/product/orders.md#product-order-status: an order is placed awaiting payment, paid through the payment provider's
 * checkout, and — once paid — its money sits in the merchant's escrow until delivery, when it is released
 * to the wallet, or it is refunded to the buyer when the merchant cancels. An order not paid in time
 * expires: its stock (or booking slot) is released.
 */
export const ORDER_PAYMENT_STATUSES = [
  'awaiting_payment',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
  'expired',
] as const;
export const orderPaymentStatus = z.enum(ORDER_PAYMENT_STATUSES);
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatus>;

export const orderPaymentStatusLabel = (status: string): string =>
  ({
    awaiting_payment: 'Awaiting payment',
    partially_paid: 'Deposit paid',
    paid: 'Paid',
    partially_refunded: 'Partially refunded',
    refunded: 'Refunded',
    expired: 'Payment expired',
  })[status] ?? status;

/** Where a paid order's money is. */
export const SETTLEMENT_STATUSES = ['in_escrow', 'released', 'refunded'] as const;
export const settlementStatus = z.enum(SETTLEMENT_STATUSES);
export type SettlementStatus = z.infer<typeof settlementStatus>;

export const settlementStatusLabel = (status: string): string =>
  ({ in_escrow: 'In escrow', released: 'Released', refunded: 'Refunded' })[status] ?? status;

/** A paid order's money: in escrow, released to the wallet or refunded (major units). */
export const orderSettlement = z.object({
  status: settlementStatus,
  amount: z.number(),
  currency: z.string(),
  /** When escrow is released: a delivered service order's hold end; null before delivery or once settled. */
  releaseAt: timestamp.nullable(),
  settledAt: timestamp.nullable(),
});
export type OrderSettlement = z.infer<typeof orderSettlement>;

/** The checkout's answer for the buyer: where to pay, and until when the order is held for them. */
export const orderPayment = z.object({
  reference: z.string(),
  /** The payment provider's checkout page. */
  authorizationUrl: z.string(),
  expiresAt: timestamp,
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** Units of one product one order may take (the cart's lines of a product added together). */
export const MAX_UNITS_PER_PRODUCT = 100;

/**
 * Oja's fee on a sale. None today: the buyer's whole payment reaches the merchant's wallet. A fee would
 * be its own ledger entries at release (see the decision record).
 */
export const ORDER_FEE_PERCENT = 0;

export const orderPaymentMessages = {
  tooManyUnits: `At most ${MAX_UNITS_PER_PRODUCT} units of one product per order`,
  paymentUnavailable: 'Payment is not available right now. Nothing was charged; please try again.',
  unsupportedCurrency: 'This store’s prices are in a currency card payments do not support',
  notPaid: 'This order has not been paid yet',
  cancelled: 'Order cancelled. The buyer’s payment was refunded.',
  alreadyCancelled: 'This order is already cancelled',
  cancelledBySeller: 'Order cancelled by the seller',
  paidAfterExpiry: 'Paid after the order had expired: the payment went back to the buyer’s card',
  unpaidCancel: 'An unpaid order cancels itself when its payment time runs out',
  withCarrier: 'This order is already with the carrier and can no longer be cancelled',
  delivered: 'A delivered order can no longer be cancelled',
  settlementsFetched: 'Settlements fetched successfully',
  escrowFollowsOrder:
    'This escrow belongs to an order: it is released on delivery and refunded by cancelling the order',
  notPaidDispatch: 'Only paid orders can be dispatched',
} as const;
