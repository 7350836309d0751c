import type { DeliveryType, PackagingPreset } from '@oja/contracts';
import type { TerminalShipmentStatus } from './terminal/terminal-wire.ts';

/**
 * The logistics provider interface, shaped on Terminal Africa's API: addresses, parcels built from
 * items with weights and dimensions, rates, a draft shipment whose pickup is then arranged, tracking,
 * cancel, states and cities. The provider keeps its own records; the app records what it answers in
 * the app's tables. Money is in minor units (kobo), weights in kilograms, sizes in centimetres.
 */

export interface AddressInput {
  name: string;
  email: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  countryCode: string;
}

/** An address the carrier accepted (Terminal: POST /addresses), canonically spelt and located. */
export interface CarrierAddress extends AddressInput {
  addressId: string;
  latitude: number;
  longitude: number;
}

export interface ParcelItemInput {
  name: string;
  quantity: number;
  /** Kilograms per unit; null when the merchant gave none. */
  weight: number | null;
  dimension: { height: number; width: number; length: number } | null;
}

/** A parcel (Terminal: POST /parcels): the items, their total weight and the packaging they fit in. */
export interface CarrierParcel {
  parcelId: string;
  packaging: PackagingPreset;
  weight: number;
  items: { name: string; quantity: number; weight: number }[];
}

/** A quote (Terminal: GET /rates/shipment) for carrying a parcel between two addresses. */
export interface CarrierRate {
  rateId: string;
  carrier: string;
  deliveryType: DeliveryType;
  amount: number;
  currency: string;
  deliveryDays: number;
}

export interface CarrierEvent {
  status: string;
  description: string;
  location: string | null;
  occurredAt: Date;
}

/** A shipment as the carrier tells of it (Terminal: the shipment object and its events). */
export interface CarrierShipment {
  shipmentId: string;
  status: TerminalShipmentStatus;
  /** Empty until a pickup is arranged. */
  trackingNumber: string;
  carrier: string;
  metadata: Record<string, unknown>;
  events: CarrierEvent[];
}

export interface DraftShipmentRequest {
  pickup: CarrierAddress;
  delivery: CarrierAddress;
  parcel: CarrierParcel;
  /** Carried with the shipment (Terminal: metadata) so that the carrier's records name Oja's order. */
  metadata: { merchant_id: string; order_id: string };
}

export interface CarrierState {
  name: string;
  isoCode: string;
}
export interface CarrierCity {
  name: string;
  stateCode: string;
}

/** The provider refused a request (a 4xx with its reason); nothing was shipped, so it may be tried again. */
export class LogisticsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogisticsProviderError';
  }
}

/** The provider timed out, failed unexpectedly or answered garbage; retry later. */
export class LogisticsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogisticsUnavailableError';
  }
}

export interface LogisticsProvider {
  /** Recorded with each shipment ('simulated' for the built-in carrier, 'terminal' for Terminal Africa). */
  readonly name: string;
  createAddress(input: AddressInput): Promise<CarrierAddress>;
  /** Packs the items into the smallest packaging that takes them and registers the parcel. */
  createParcel(items: ParcelItemInput[]): Promise<CarrierParcel>;
  getRates(pickup: CarrierAddress, delivery: CarrierAddress, parcel: CarrierParcel): Promise<CarrierRate[]>;
  /** A draft shipment (Terminal: POST /shipments): nothing is picked up until arrangePickup. */
  createShipment(request: DraftShipmentRequest): Promise<CarrierShipment>;
  /** Books the carrier for a draft shipment at a rate (Terminal: POST /shipments/pickup). */
  arrangePickup(shipmentId: string, rateId: string): Promise<CarrierShipment>;
  /** The shipment's status and events so far (Terminal: GET /shipments/track/:id). */
  trackShipment(shipmentId: string): Promise<CarrierShipment>;
  cancelShipment(shipmentId: string): Promise<CarrierShipment>;
  listStates(countryCode: string): Promise<CarrierState[]>;
  listCities(countryCode: string, stateCode: string): Promise<CarrierCity[]>;
  /** Whether a webhook body carries the provider's signature. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
}
