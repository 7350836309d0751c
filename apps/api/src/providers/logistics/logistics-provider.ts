import type { DeliveryType, PackagingPreset } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';

/**
 * The logistics provider interface, shaped on Terminal Africa's API: addresses, parcels built from
 * items with weights and dimensions, rates, a shipment with an arranged pickup, tracking events.
 * Money is in minor units (kobo), weights in kilograms, sizes in centimetres.
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
  stateCode: string;
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

export type CarrierShipmentStatus = 'in_transit' | 'awaiting_pickup' | 'delivered';

export interface ShipmentRequest {
  merchantId: string;
  /** The order: one shipment per order, so a repeated request returns the first shipment. */
  orderId: string;
  pickup: CarrierAddress;
  delivery: CarrierAddress;
  parcel: CarrierParcel;
  rate: CarrierRate;
}

export interface ShipmentRecord {
  id: string;
  merchantId: string;
  orderId: string;
  provider: string;
  providerReference: string;
  carrier: string;
  trackingNumber: string;
  status: CarrierShipmentStatus;
  deliveryType: DeliveryType;
  rateAmount: number;
  currency: string;
  createdAt: Date;
}

export interface ShipmentEventRecord {
  status: CarrierShipmentStatus;
  description: string;
  location: string | null;
  occurredAt: Date;
}

/** A step of a shipment, delivered to the app inside the provider's transaction (Terminal: a webhook). */
export interface ShipmentUpdate {
  merchantId: string;
  orderId: string;
  shipmentId: string;
  status: CarrierShipmentStatus;
  event: ShipmentEventRecord;
}
export type ShipmentUpdateHandler = (tx: Executor, update: ShipmentUpdate) => Promise<void>;

/** The provider refused or failed a request; nothing was shipped, so the request may be tried again. */
export class LogisticsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogisticsProviderError';
  }
}

/** The provider timed out, failed unexpectedly or answered garbage; nothing was shipped, so retry later. */
export class LogisticsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogisticsUnavailableError';
  }
}

export interface LogisticsProvider {
  readonly name: string;
  /** The packaging the carrier ships in (Terminal: GET /packaging). */
  packaging(): readonly PackagingPreset[];
  createAddress(input: AddressInput): Promise<CarrierAddress>;
  createParcel(items: ParcelItemInput[]): Promise<CarrierParcel>;
  getRates(pickup: CarrierAddress, delivery: CarrierAddress, parcel: CarrierParcel): Promise<CarrierRate[]>;
  /**
   * Arranges the pickup and creates the shipment (Terminal: POST /shipments/pickup), recording it in
   * the caller's transaction. Idempotent per order: a repeat returns the existing shipment.
   */
  createShipment(
    tx: Executor,
    request: ShipmentRequest,
  ): Promise<{ shipment: ShipmentRecord; created: boolean }>;
  /** The shipment of an order and its events so far (Terminal: GET /shipments/track/{id}). */
  trackShipment(
    db: Executor,
    merchantId: string,
    orderId: string,
  ): Promise<{ shipment: ShipmentRecord; events: ShipmentEventRecord[] } | undefined>;
}
