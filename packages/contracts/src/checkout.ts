import { z } from 'zod';
import { emailField, phoneField } from './accounts.ts';
import { deliveryType, orderMessages } from './orders.ts';

/** The buyer's checkout (POST /v1/checkout, beyond SPEC §7): a cart of products or a service booking. */

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
export const MAX_CART_QUANTITY = 1000;

const hour = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use the 24-hour HH:MM format');

export const deliveryAddressInput = z.object({
  address: z
    .string()
    .trim()
    .min(3, orderMessages.addressRequired)
    .max(300, 'The address must be at most 300 characters'),
  city: z.string().trim().min(1, orderMessages.invalidCity).max(100, orderMessages.invalidCity),
  state: z.string().trim().min(1, orderMessages.invalidState).max(100, orderMessages.invalidState),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.literal('NG', { error: 'Deliveries are available in Nigeria only' }))
    .default('NG'),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;

/** A cart line. Any price the client adds is ignored: prices come from the catalogue. */
export const cartItemInput = z.object({
  productId: z.string({ error: 'Choose a product' }).trim().min(1, 'Choose a product').max(64),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY}`),
});

export const serviceBookingInput = z.object({
  serviceId: z.string({ error: 'Choose a service' }).trim().min(1, 'Choose a service').max(64),
  bookedDate: z.iso.date('Use the YYYY-MM-DD date format'),
  startHour: hour,
  /** Optional: the end follows from the service's duration; when sent it must match. */
  endHour: hour.optional(),
  description: z.string().trim().max(1000, 'The description must be at most 1000 characters').optional(),
});
export type ServiceBookingInput = z.infer<typeof serviceBookingInput>;

/** POST /v1/checkout: an unauthenticated buyer orders a cart of products, or books a service. */
export const checkoutBody = z
  .object({
    merchantId: z.string({ error: 'Choose a store' }).trim().min(1, 'Choose a store').max(64),
    name: z
      .string({ error: 'Enter your full name' })
      .trim()
      .min(2, 'Enter your full name')
      .max(120, 'The name must be at most 120 characters'),
    email: emailField,
    phone: phoneField,
    deliveryAddress: deliveryAddressInput.optional(),
    deliveryNote: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
    deliveryType: deliveryType.default('standard'),
    cart: z
      .array(cartItemInput)
      .min(1, orderMessages.emptyCart)
      .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines per order`)
      .optional(),
    service: serviceBookingInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.cart === !body.service)
      ctx.addIssue({ code: 'custom', path: ['cart'], message: orderMessages.cartOrService });
    if (body.cart && !body.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: orderMessages.addressRequired });
    }
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;
