import { z } from 'zod';

/**
 * Terminal Africa's wire shapes (TShip API v1), as its reference documents them; the adapter parses
 * every answer with these and the built-in simulation answers in them. Pages read:
 * - envelope, errors: https://docs.terminal.africa/tship/errors
 * - addresses: https://docs.terminal.africa/tship/address/create-address
 * - packaging: https://docs.terminal.africa/tship/packaging and …/packaging/create-packaging
 * - parcels: https://docs.terminal.africa/tship/parcel/create-parcel
 * - rates: https://docs.terminal.africa/tship/rate/get-rates-for-shipment
 * - shipments: https://docs.terminal.africa/tship/shipment/create-shipment,
 *   …/shipment/arrange-pickup-and-delivery-for-shipment, …/shipment/track-a-shipment,
 *   …/shipment/get-shipment (statuses: draft, pending, confirmed, in-transit, delivered, cancelled),
 *   …/miscallaneous/shipment-event
 * - webhooks: https://docs.terminal.africa/tship/webhooks/create-webhook
 * Only the fields Oja reads are required; Terminal's answers carry more, which parsing keeps out.
 */

/** Every answer: `{ status, message, data }`; a refusal (4xx) is `status: false` with the reason in `message`. */
export const terminalEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });
export const terminalRefusal = z.object({ status: z.literal(false), message: z.string().min(1) });

const text = z.string().min(1);

export const SHIPMENT_STATUSES = [
  'draft',
  'pending',
  'confirmed',
  'in-transit',
  'delivered',
  'cancelled',
] as const;
export const terminalShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type TerminalShipmentStatus = z.infer<typeof terminalShipmentStatus>;

export const terminalAddress = z.object({
  address_id: text,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: text,
  line1: text,
  city: text,
  state: text,
  country: z.string().length(2),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type TerminalAddress = z.infer<typeof terminalAddress>;

export const terminalPackaging = z.object({
  packaging_id: text,
  name: text,
  type: z.enum(['box', 'envelope', 'soft-packaging', 'soft-package']),
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  size_unit: z.literal('cm'),
  weight: z.number().nonnegative(),
  weight_unit: z.literal('kg'),
});
export type TerminalPackaging = z.infer<typeof terminalPackaging>;

export const terminalParcelItem = z.object({
  name: text,
  description: z.string(),
  currency: z.string().length(3),
  value: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  weight: z.number().positive(),
});
export const terminalParcel = z.object({
  parcel_id: text,
  packaging: text,
  items: z.array(terminalParcelItem).min(1),
  weight: z.number().positive(),
  weight_unit: z.literal('kg'),
});
export type TerminalParcel = z.infer<typeof terminalParcel>;

/** A rate; `amount` is in the currency's major unit (naira), as Terminal quotes it. */
export const terminalRate = z.object({
  rate_id: text,
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  carrier_name: text,
  carrier_rate_description: z.string(),
  delivery_time: z.string(),
  /** Minutes from pickup to delivery (Terminal: GET /rates/:rate_id). */
  delivery_eta: z.number().nonnegative().optional(),
});
export type TerminalRate = z.infer<typeof terminalRate>;

export const terminalShipmentEvent = z.object({
  created_at: z.iso.datetime({ offset: true }),
  description: z.string(),
  location: z.string().nullable().optional(),
  status: z.string(),
});
export type TerminalShipmentEvent = z.infer<typeof terminalShipmentEvent>;

export const terminalShipment = z.object({
  shipment_id: text,
  status: terminalShipmentStatus,
  metadata: z.record(z.string(), z.unknown()).optional(),
  events: z.array(terminalShipmentEvent),
  /** Filled once a pickup is arranged: the carrier's tracking number and name. */
  extras: z
    .object({ tracking_number: z.string().optional(), carrier_name: z.string().optional() })
    .optional(),
});
export type TerminalShipment = z.infer<typeof terminalShipment>;

export const terminalState = z.object({
  name: text,
  isoCode: text,
  countryCode: z.string().length(2),
  latitude: z.string().or(z.number()),
  longitude: z.string().or(z.number()),
});
export const terminalCity = z.object({
  name: text,
  stateCode: text,
  countryCode: z.string().length(2),
  latitude: z.string().or(z.number()),
  longitude: z.string().or(z.number()),
});

/** A webhook's body: the event and the shipment it is about (re-read through tracking before use). */
export const terminalWebhook = z.object({
  event: z.string(),
  data: z.looseObject({ shipment_id: text }),
});
export type TerminalWebhook = z.infer<typeof terminalWebhook>;
