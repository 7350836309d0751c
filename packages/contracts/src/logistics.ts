import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { singleLineText } from './text.ts';
import { emailField, phoneField } from './account-fields.ts';
import { moneyInput } from './money.ts';
import { deliveryType, orderSchema, shipmentSummary } from './orders.ts';
import { editableRecordFields } from './record-version.ts';

/** Logistics (docs/product/orders.md#calls): states and cities, pickup addresses, logistics companies, packaging, dispatch. */

export const logisticsMessages = {
  statesFetched: 'States fetched successfully',
  citiesFetched: 'Cities fetched successfully',
  countryUnsupported: 'Logistics is not available in this country',
  invalidState: 'Select a valid state',
  invalidCity: 'Select a valid city',
  pickupAdded: 'Pickup address added successfully',
  pickupChanged: 'Pickup address changed',
  pickupFetched: 'Pickup addresses fetched successfully',
  pickupNotFound: 'Pickup address not found',
  pickupLimit: (max: number) => `You can keep at most ${max} pickup addresses`,
  companyAdded: 'Logistics company added successfully',
  companiesFetched: 'Logistics companies fetched successfully',
  companyExists: 'This logistics company is already in your list',
  companyLimit: (max: number) => `You can keep at most ${max} logistics companies`,
  addFallback: 'Could not add Logistics. Try again later.',
  dimensionsFetched: 'Dimensions fetched successfully',
  dispatched: 'Order dispatched successfully',
  alreadyDispatched: 'Order already dispatched',
  onlyProcessing: 'Only processing orders can be dispatched',
  onlyProducts: 'Only product orders can be dispatched',
  noPickupAddress: 'Add a pickup address before calling logistics',
  noDeliveryAddress: 'This order has no delivery address',
  orderIdMismatch: 'The orderId of the body must be the one of the query',
  dispatchFailed: (reason: string) => `The logistics provider could not dispatch this order: ${reason}`,
  carrierUnavailable: (reason: string) =>
    `${reason}. The order was not dispatched; try again in a few minutes.`,
  webhookReceived: 'Webhook received',
  invalidSignature: 'Invalid signature',
  webhookRetry: (reason: string) => `${reason}. Send the event again later.`,
} as const;

export const MAX_PICKUP_ADDRESSES = 20;
export const MAX_LOGISTICS_COMPANIES = 50;

const countryCode = singleLineText()
  .trim()
  .toUpperCase()
  .length(2, 'Use a 2-letter country code')
  .default('NG');

/** GET v1/logistic/states?countryCode=NG */
export const terminalStatesQuery = z.object({ countryCode });
/** GET v1/logistic/cities?countryCode=NG&state=LA — the state by ISO code or name; all cities without it. */
export const terminalCitiesQuery = z.object({
  countryCode,
  state: singleLineText().trim().max(100).optional(),
});

export const terminalState = z.object({
  name: z.string(),
  isoCode: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const terminalCity = z.object({
  name: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const terminalStates = z.object({ terminalStates: z.array(terminalState) });
export const terminalCities = z.object({ terminalCities: z.array(terminalCity) });
export type TerminalState = z.infer<typeof terminalState>;
export type TerminalCity = z.infer<typeof terminalCity>;

const name = (message: string) => singleLineText().trim().min(1, message).max(60, message);

/** POST and PUT v1/logistic/pickup-address: where the carrier collects the merchant's parcels. */
export const pickupAddressBody = z.object({
  firstName: name('Enter the first name'),
  lastName: name('Enter the last name'),
  email: emailField,
  phone: phoneField,
  address: singleLineText()
    .trim()
    .min(3, 'Enter the street address')
    .max(300, 'The address must be at most 300 characters'),
  line2: singleLineText().trim().max(300).optional(),
  state: singleLineText().trim().min(1, logisticsMessages.invalidState).max(100),
  city: singleLineText().trim().min(1, logisticsMessages.invalidCity).max(100),
  countryCode: singleLineText()
    .trim()
    .toUpperCase()
    .pipe(z.literal('NG', { error: 'Pickup is available in Nigeria only' }))
    .default('NG'),
  zip: singleLineText().trim().max(12).optional(),
  /** The default address is the one dispatches collect from; the first address is the default. */
  isDefault: z.boolean().optional(),
});
export type PickupAddressBody = z.infer<typeof pickupAddressBody>;

export const pickupAddress = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  countryCode: z.string(),
  zip: z.string().nullable(),
  isDefault: z.boolean(),
  ...editableRecordFields,
});
export type PickupAddress = z.infer<typeof pickupAddress>;

export const logisticsRate = z.object({
  label: singleLineText().trim().min(1, 'Name the rate (e.g. Within Lagos)').max(80),
  amount: moneyInput({ label: 'Rate' }),
});

/** POST v1/logistic: a logistics company the merchant works with, its contact and its rates. */
export const logisticsCompanyBody = z.object({
  name: singleLineText()
    .trim()
    .min(2, 'Enter the company name')
    .max(100, 'The name must be at most 100 characters'),
  contactName: singleLineText().trim().max(100).optional(),
  email: emailField.optional(),
  phone: phoneField,
  rates: z.array(logisticsRate).max(20, 'At most 20 rates').default([]),
});
export type LogisticsCompanyBody = z.infer<typeof logisticsCompanyBody>;

export const logisticsCompany = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  rates: z.array(z.object({ label: z.string(), amount: z.number() })),
  createdAt: timestamp,
});
export type LogisticsCompany = z.infer<typeof logisticsCompany>;

/** GET v1/logistic/dimensions: the carrier's packaging presets (centimetres, kilograms). */
export const packagingPreset = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['envelope', 'soft-packaging', 'box']),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  sizeUnit: z.literal('cm'),
  maxWeight: z.number(),
  weightUnit: z.literal('kg'),
});
export type PackagingPreset = z.infer<typeof packagingPreset>;

/** POST v1/logistic/dispatch-order?merchantId&orderId */
export const dispatchQuery = z.object({
  merchantId: singleLineText().trim().min(1).max(64),
  orderId: singleLineText().trim().min(1).max(64),
});
/** The receiver's contact for the carrier, the order id (again) and the delivery type. */
export const dispatchBody = z.object({
  email: emailField,
  name: singleLineText().trim().min(2, 'Enter the receiver name').max(120),
  phone: phoneField,
  orderId: singleLineText().trim().min(1).max(64),
  deliveryType: deliveryType.default('standard'),
});
export type DispatchBody = z.infer<typeof dispatchBody>;

/** docs/product/orders.md#calls: the dispatch response carries data.result.order. */
export const dispatchResult = z.object({
  result: z.object({ order: orderSchema, shipment: shipmentSummary }),
});
export type DispatchResult = z.infer<typeof dispatchResult>;
