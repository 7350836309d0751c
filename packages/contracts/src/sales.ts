import { z } from 'zod';
import { emailField, phoneField } from './account-fields.ts';
import { cartItemInput, checkoutFields, checkoutResult, checkoutRules, MAX_CART_LINES } from './checkout.ts';
import { orderSchema } from './orders.ts';
import { singleLineText } from './text.ts';

/**
 * Orders the merchant makes (decision 039): a payment link for a buyer on the phone or in chat, and an
 * offline sale to a walk-in buyer, paid in person. Every order carries the channel it came by.
 */
export const SALE_CHANNELS = ['online', 'payment_link', 'offline'] as const;
export const saleChannel = z.enum(SALE_CHANNELS);
export type SaleChannel = z.infer<typeof saleChannel>;

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
  channelsFetched: 'Sales by channel fetched',
  buyerNameRequired: 'Enter the buyer’s name',
  unsupportedCurrency: 'Offline sales are recorded in NGN, USD, GBP or EUR only',
} as const;

/** POST /v1/order/payment-link: the buyer's checkout, filled in by the merchant for their own store. */
export const paymentLinkBody = checkoutFields.omit({ merchantId: true }).superRefine(checkoutRules);
export type PaymentLinkBody = z.infer<typeof paymentLinkBody>;
export const paymentLinkResult = checkoutResult;

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
export const offlineSaleBody = z.object({
  method: offlineMethod,
  cart: z
    .array(cartItemInput)
    .min(1, 'Add at least one product')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines per sale`),
  buyer: offlineBuyer.optional(),
});
export type OfflineSaleBody = z.infer<typeof offlineSaleBody>;
export const offlineSaleResult = orderSchema;

/** GET /v1/order/channels: paid orders and their sales per channel over a range of order dates. */
export const channelsQuery = z.object({
  from: z.iso.date('Use the YYYY-MM-DD date format').optional(),
  to: z.iso.date('Use the YYYY-MM-DD date format').optional(),
});
export const channelTotals = z.object({
  channel: saleChannel,
  currency: z.string(),
  orders: z.number().int(),
  sales: z.number().int(),
});
export const channelReport = z.object({ channels: z.array(channelTotals) });
export type ChannelReport = z.infer<typeof channelReport>;
