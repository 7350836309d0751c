import type { PackagingPreset } from '@oja/contracts';
import { z } from 'zod';
import {
  type AddressInput,
  type CarrierAddress,
  type CarrierParcel,
  type CarrierRate,
  type CarrierShipment,
  type DraftShipmentRequest,
  type LogisticsProvider,
  LogisticsProviderError,
  type ParcelItemInput,
} from '../logistics-provider.ts';
import { packParcel } from '../packaging.ts';
import { type TerminalClientOptions, terminalCall } from './terminal-client.ts';
import { verifyTerminalWebhook } from './terminal-signature.ts';
import {
  terminalAddress,
  terminalCity,
  terminalPackaging,
  terminalParcel,
  terminalRate,
  type TerminalRate,
  terminalShipment,
  type TerminalShipment,
  terminalState,
} from './terminal-wire.ts';

const MINUTES_PER_DAY = 24 * 60;

/** Terminal quotes in the major unit (naira); Oja keeps minor units (kobo). */
const toMinor = (amount: number) => Math.round(amount * 100);

function toRate(rate: TerminalRate): CarrierRate {
  const days =
    rate.delivery_eta !== undefined
      ? Math.round(rate.delivery_eta / MINUTES_PER_DAY)
      : Number(/(\d+)\s*day/i.exec(rate.delivery_time)?.[1] ?? 0);
  return {
    rateId: rate.rate_id,
    carrier: rate.carrier_name,
    deliveryType: /express/i.test(rate.carrier_rate_description) ? 'express' : 'standard',
    amount: toMinor(rate.amount),
    currency: rate.currency,
    deliveryDays: days,
  };
}

const toShipment = (shipment: TerminalShipment): CarrierShipment => ({
  shipmentId: shipment.shipment_id,
  status: shipment.status,
  trackingNumber: shipment.extras?.tracking_number ?? '',
  carrier: shipment.extras?.carrier_name ?? '',
  metadata: shipment.metadata ?? {},
  events: shipment.events.map((event) => ({
    status: event.status,
    description: event.description,
    location: event.location ?? null,
    occurredAt: new Date(event.created_at),
  })),
});

/**
 * Terminal Africa's REST API over HTTP (fetch): the one logistics adapter, whether it talks to Terminal
 * itself (TERMINAL_BASE_URL) or to the built-in simulation serving the same contract. Packaging follows
 * Terminal's flow (https://docs.terminal.africa/tship/ship-with-code, step 1): Oja's presets are
 * registered with the carrier once (POST /packaging) and parcels name them.
 */
export class TerminalHttp implements LogisticsProvider {
  private readonly packagingIds = new Map<string, string>();

  constructor(
    readonly name: string,
    private readonly options: TerminalClientOptions,
  ) {}

  private call<S extends z.ZodType>(request: Parameters<typeof terminalCall>[1], data: S) {
    return terminalCall(this.options, request, data);
  }

  async createAddress(input: AddressInput): Promise<CarrierAddress> {
    const [first = '', ...rest] = input.name.trim().split(/\s+/);
    const address = await this.call(
      {
        method: 'POST',
        path: '/addresses',
        body: {
          first_name: first,
          last_name: rest.join(' '),
          name: input.name,
          email: input.email,
          phone: input.phone,
          line1: input.line1,
          city: input.city,
          state: input.state,
          country: input.countryCode.trim().toUpperCase(),
          is_residential: true,
        },
      },
      terminalAddress,
    );
    return {
      ...input,
      addressId: address.address_id,
      city: address.city,
      state: address.state,
      countryCode: address.country,
      latitude: address.coordinates.lat,
      longitude: address.coordinates.lng,
    };
  }

  /** The carrier's id of one of Oja's packaging presets, registering it on first use. */
  private async packagingId(preset: PackagingPreset): Promise<string> {
    const known = this.packagingIds.get(preset.name);
    if (known) return known;
    const listed = await this.call({ method: 'GET', path: '/packaging' }, z.array(terminalPackaging));
    const found =
      listed.find((p) => p.name === preset.name) ??
      (await this.call(
        {
          method: 'POST',
          path: '/packaging',
          body: {
            name: preset.name,
            type: preset.type,
            length: preset.length,
            width: preset.width,
            height: preset.height,
            size_unit: 'cm',
            weight: 0.1,
            weight_unit: 'kg',
          },
        },
        terminalPackaging,
      ));
    this.packagingIds.set(preset.name, found.packaging_id);
    return found.packaging_id;
  }

  async createParcel(items: ParcelItemInput[]): Promise<CarrierParcel> {
    const packed = packParcel(items);
    if ('problem' in packed) throw new LogisticsProviderError(packed.problem);
    const parcel = await this.call(
      {
        method: 'POST',
        path: '/parcels',
        body: {
          description: packed.items.map((item) => item.name).join(', '),
          packaging: await this.packagingId(packed.packaging),
          weight_unit: 'kg',
          items: packed.items.map((item) => ({
            name: item.name,
            description: item.name,
            currency: 'NGN',
            value: 0,
            quantity: item.quantity,
            weight: item.weight,
          })),
        },
      },
      terminalParcel,
    );
    return { ...packed, parcelId: parcel.parcel_id };
  }

  async getRates(pickup: CarrierAddress, delivery: CarrierAddress, parcel: CarrierParcel) {
    const rates = await this.call(
      {
        method: 'GET',
        path: '/rates/shipment',
        query: {
          pickup_address: pickup.addressId,
          delivery_address: delivery.addressId,
          parcel_id: parcel.parcelId,
          currency: 'NGN',
        },
      },
      z.array(terminalRate),
    );
    return rates.map(toRate);
  }

  async createShipment(request: DraftShipmentRequest) {
    const body = {
      address_from: request.pickup.addressId,
      address_to: request.delivery.addressId,
      parcel: request.parcel.parcelId,
      shipment_purpose: 'commercial',
      metadata: request.metadata,
    };
    return toShipment(await this.call({ method: 'POST', path: '/shipments', body }, terminalShipment));
  }

  async arrangePickup(shipmentId: string, rateId: string) {
    const body = { rate_id: rateId, shipment_id: shipmentId };
    return toShipment(await this.call({ method: 'POST', path: '/shipments/pickup', body }, terminalShipment));
  }

  async trackShipment(shipmentId: string) {
    const path = `/shipments/track/${encodeURIComponent(shipmentId)}`;
    return toShipment(await this.call({ method: 'GET', path }, terminalShipment));
  }

  async cancelShipment(shipmentId: string) {
    const body = { shipment_id: shipmentId };
    return toShipment(await this.call({ method: 'POST', path: '/shipments/cancel', body }, terminalShipment));
  }

  async listStates(countryCode: string) {
    const query = { country_code: countryCode };
    const states = await this.call({ method: 'GET', path: '/states', query }, z.array(terminalState));
    return states.map(({ name, isoCode }) => ({ name, isoCode }));
  }

  async listCities(countryCode: string, stateCode: string) {
    const query = { country_code: countryCode, state_code: stateCode };
    const cities = await this.call({ method: 'GET', path: '/cities', query }, z.array(terminalCity));
    return cities.map(({ name, stateCode: state }) => ({ name, stateCode: state }));
  }

  verifyWebhook(rawBody: string, signature: string | undefined) {
    return verifyTerminalWebhook(this.options.secretKey, rawBody, signature);
  }
}
