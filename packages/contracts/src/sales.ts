import { z } from 'zod';
import { emailField, phoneField } from './account-fields.ts';
import { cartItemInput, checkoutFields, checkoutResult, checkoutRules, MAX_CART_LINES } from './checkout.ts';
import { orderSchema, saleChannel } from './orders.ts';
import { singleLineText } from './text.ts';
import { depositInput } from './deposit.ts';
import { publicLink } from './public-links.ts';
import { storeCreditInput, storeCreditMessages } from './store-credit.ts';

/**
 * Orders the merchant makes (decision 039): a payment link for a buyer on the phone or in chat, and an
 * offline sale to a walk-in buyer, paid in person. Every order carries the channel it came by.
 */
export const OFFLINE_METHODS = ['cash', 'bank_transfer', 'pos'] as const;
export const offlineMethod = z.enum(OFFLINE_METHODS, 'Choose cash, bank transfer or POS');
export type OfflineMethod = z.infer<typeof offlineMethod>;

export const saleChannelLabel = (channel: string): string =>
  ({ online: 'Online', payment_link: 'Payment link', offline: 'Offline' })[channel] ?? channel;

export const offlineMethodLabel = (method: string): string =>
  ({ cash: 'Cash', bank_transfer: 'Bank transfer', pos: 'POS' })[method] ?? method;

export const salesMessages = {
  offlineRecorded: 'Sale recorded',
  linkCreated: 'Payment link created',
  balanceOpened: 'Balance payment link ready',
  channelsFetched: 'Sales by channel fetched',
  buyerNameRequired: 'Enter the buyer’s name',
  depositTooLarge: 'The deposit must be less than the order’s total',
  depositTooSmall: 'The deposit must be at least ₦0.01',
  notPartiallyPaid: 'Only an order with its deposit paid has a balance to pay',
  unsupportedCurrency: 'Offline sales are recorded in NGN, USD, GBP or EUR only',
} as const;

/** POST /v1/order/payment-link: the buyer's checkout, filled in by the merchant for their own store. */
export const paymentLinkBody = checkoutFields
  .omit({ merchantId: true })
  .extend({ deposit: depositInput.optional() })
  .superRefine(checkoutRules);
export type PaymentLinkBody = z.infer<typeof paymentLinkBody>;
/** The order, its checkout, and the buyer's link to it (the tracking page, with Pay now while it is due). */
export const paymentLinkResult = checkoutResult.extend({ buyerLink: publicLink });
export type PaymentLinkResult = z.infer<typeof paymentLinkResult>;

/** The walk-in buyer of an offline sale, all optional; with an email they join the customer book. */
export const offlineBuyer = z.object({
  name: singleLineText()
    .trim()
    .min(2, salesMessages.buyerNameRequired)
    .max(120, 'The name must be at most 120 characters'),
  email: emailField.optional(),
  phone: phoneField.optional(),
});

/** POST /v1/order/offline-sale: products sold and paid in person, taken off the shelf at once. */
export const offlineSaleBody = z
  .object({
    method: offlineMethod,
    cart: z
      .array(cartItemInput)
      .min(1, 'Add at least one product')
      .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines per sale`),
    buyer: offlineBuyer.optional(),
    /** Of the buyer's store credit, this much pays part or all of the sale (decision 045); needs their email. */
    storeCredit: storeCreditInput.optional(),
  })
  .refine((body) => !body.storeCredit || Boolean(body.buyer?.email), {
    message: storeCreditMessages.needsBuyerEmail,
    path: ['buyer', 'email'],
  });
export type OfflineSaleBody = z.infer<typeof offlineSaleBody>;
/** The sale and the link to its receipt, for the buyer's phone. */
export const offlineSaleResult = orderSchema.extend({ receiptLink: publicLink });
export type OfflineSaleResult = z.infer<typeof offlineSaleResult>;

/** GET /v1/order/channels: paid orders and their sales per channel over a range of order dates. */
export const channelsQuery = z.object({
  from: z.iso.date('Use the YYYY-MM-DD date format').optional(),
  to: z.iso.date('Use the YYYY-MM-DD date format').optional(),
});
export const channelTotals = z.object({
  channel: saleChannel,
  currency: z.string(),
  orders: z.number().int(),
  /** Major units, as the dashboard's other figures. */
  sales: z.number(),
});
export const channelReport = z.object({ channels: z.array(channelTotals) });
export type ChannelReport = z.infer<typeof channelReport>;

/** POST /v1/order/{id}/balance-payment: the buyer's checkout for the rest of a deposit order. */
export const balancePayment = z.object({
  reference: z.string(),
  authorizationUrl: z.string(),
  /** What the checkout asks, in major units. */
  balanceDue: z.number(),
});
export type BalancePayment = z.infer<typeof balancePayment>;
