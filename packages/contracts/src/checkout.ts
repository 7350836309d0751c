import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';
import { emailField, phoneField } from './account-fields.ts';
import { MAX_UNITS_PER_PRODUCT, orderPayment, orderPaymentMessages } from './order-payments.ts';
import { deliveryType, orderMessages, orderSchema } from './orders.ts';

/** The buyer's checkout (POST /v1/checkout, beyond docs/product/orders.md#calls): a cart of products or a service booking. */

/**
 * The delivery price the checkout charges, computed on the server (client prices are ignored):
 * base by distance between the origin state (the merchant's default pickup address, else the state of
 * the profile) and the delivery state — same state ₦1,500; capitals up to 300 km apart ₦2,500; up to
 * 700 km ₦3,500; farther ₦4,500; unknown origin ₦3,500 — doubled for express, plus ₦300 for every kg
 * (rounded up) above the first 2 kg. A product without a weight counts as 0.5 kg. Service orders: ₦0.
 */
export const DELIVERY_PRICE_RULE = {
  sameStateMinor: 150_000,
  nearMinor: 250_000,
  midMinor: 350_000,
  farMinor: 450_000,
  nearKm: 300,
  midKm: 700,
  unknownOriginMinor: 350_000,
  expressFactor: 2,
  includedKg: 2,
  perExtraKgMinor: 30_000,
  defaultItemKg: 0.5,
} as const;

/** Checkouts per minute per client address. */
export const CHECKOUT_PER_MINUTE = 60;
export const MAX_CART_LINES = 50;

const hour = singleLineText().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use the 24-hour HH:MM format');

export const deliveryAddressInput = z.object({
  address: singleLineText()
    .trim()
    .min(3, orderMessages.addressRequired)
    .max(300, 'The address must be at most 300 characters'),
  city: singleLineText().trim().min(1, orderMessages.invalidCity).max(100, orderMessages.invalidCity),
  state: singleLineText().trim().min(1, orderMessages.invalidState).max(100, orderMessages.invalidState),
  countryCode: singleLineText()
    .trim()
    .toUpperCase()
    .pipe(z.literal('NG', { error: 'Deliveries are available in Nigeria only' }))
    .default('NG'),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;

/** A cart line. Any price the client adds is ignored: prices come from the catalogue. */
export const cartItemInput = z.object({
  productId: singleLineText({ error: 'Choose a product' }).trim().min(1, 'Choose a product').max(64),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_UNITS_PER_PRODUCT, orderPaymentMessages.tooManyUnits),
});

export type CartItemInput = z.infer<typeof cartItemInput>;

export const serviceBookingInput = z.object({
  serviceId: singleLineText({ error: 'Choose a service' }).trim().min(1, 'Choose a service').max(64),
  bookedDate: z.iso.date('Use the YYYY-MM-DD date format'),
  startHour: hour,
  /** Optional: the end follows from the service's duration; when sent it must match. */
  endHour: hour.optional(),
  description: multiLineText().trim().max(1000, 'The description must be at most 1000 characters').optional(),
});
export type ServiceBookingInput = z.infer<typeof serviceBookingInput>;

/** The fields of a checkout, before the rules that tie them together (checkoutRules). */
export const checkoutFields = z.object({
  merchantId: singleLineText({ error: 'Choose a store' }).trim().min(1, 'Choose a store').max(64),
  name: singleLineText({ error: 'Enter your full name' })
    .trim()
    .min(2, 'Enter your full name')
    .max(120, 'The name must be at most 120 characters'),
  email: emailField,
  phone: phoneField,
  deliveryAddress: deliveryAddressInput.optional(),
  deliveryNote: multiLineText().trim().max(500, 'The note must be at most 500 characters').optional(),
  deliveryType: deliveryType.default('standard'),
  cart: z
    .array(cartItemInput)
    .min(1, orderMessages.emptyCart)
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines per order`)
    .optional(),
  service: serviceBookingInput.optional(),
});

/** A checkout is a cart with a delivery address, or a booking; a product's lines add up within the limit. */
export const checkoutRules = (
  body: Pick<z.infer<typeof checkoutFields>, 'cart' | 'service' | 'deliveryAddress'>,
  ctx: z.RefinementCtx,
) => {
  if (!body.cart === !body.service)
    ctx.addIssue({ code: 'custom', path: ['cart'], message: orderMessages.cartOrService });
  if (body.cart && !body.deliveryAddress) {
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: orderMessages.addressRequired });
  }
  // Lines of one product add up: the limit is per product, however the cart spells it.
  const units = new Map<string, number>();
  body.cart?.forEach((line, index) => {
    const total = (units.get(line.productId) ?? 0) + line.quantity;
    units.set(line.productId, total);
    if (total > MAX_UNITS_PER_PRODUCT && total - line.quantity <= MAX_UNITS_PER_PRODUCT) {
      ctx.addIssue({
        code: 'custom',
        path: ['cart', index, 'quantity'],
        message: orderPaymentMessages.tooManyUnits,
      });
    }
  });
};

/** POST /v1/checkout: an unauthenticated buyer orders a cart of products, or books a service. */
export const checkoutBody = checkoutFields.superRefine(checkoutRules);
export type CheckoutBody = z.infer<typeof checkoutBody>;

/**
 * POST /v1/checkout's answer: the order (awaiting payment) and where the buyer pays for it; `payment` is
 * null when there is nothing to pay (a free order is paid at once).
 */
export const checkoutResult = orderSchema.extend({ payment: orderPayment.nullable() });
export type CheckoutResult = z.infer<typeof checkoutResult>;
