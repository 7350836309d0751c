import { randomBytes, randomInt } from 'node:crypto';
import { DELIVERY_TYPES } from '@oja/contracts';
import type { Executor } from '../../../db/client.ts';
import type { StoredCarrierAddress } from '../../../db/schema/index.ts';
import {
  type AddressInput,
  type CarrierAddress,
  type CarrierParcel,
  type CarrierRate,
  type LogisticsProvider,
  LogisticsProviderError,
  type ParcelItemInput,
  type ShipmentRecord,
  type ShipmentRequest,
} from '../logistics-provider.ts';
import { choosePackaging, DEFAULT_ITEM, longestSide, PACKAGING, packagingVolume } from '../packaging.ts';
import { resolveNigerianPlace } from '../places.ts';
import { carrierRepository, toShipmentRecord } from './carrier-repository.ts';
import { deliveryDays, SIMULATED_CARRIERS, simulatedRate } from './tariff.ts';

export const SIMULATED_PROVIDER = 'simulated';

const token = () => randomBytes(6).toString('hex').toUpperCase();
const trackingNumber = () => `OJS${String(randomInt(10 ** 9)).padStart(9, '0')}${randomInt(10)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** The fields of an address the shipment keeps (the carrier's own extras dropped). */
const stored = (address: CarrierAddress): StoredCarrierAddress => {
  const { name, email, phone, line1, city, state, countryCode } = address;
  return { name, email, phone, line1, city, state, countryCode };
};

/**
 * The built-in carrier: it validates addresses against the states and cities it serves, packs parcels
 * into its packaging, quotes two carriers by distance and weight, and records shipments whose status
 * the carrier jobs then move on one step at a time (see carrier-jobs.ts).
 */
export class SimulatedCarrier implements LogisticsProvider {
  readonly name = SIMULATED_PROVIDER;
  private readonly outages: string[] = [];

  constructor(private readonly options: { stepMs: number; now?: () => Date }) {}

  /** Makes the next `count` shipment requests fail as if the carrier were down (tests, demos). */
  failNext(count = 1, reason = 'The carrier is not available right now. Try again later.') {
    for (let i = 0; i < count; i++) this.outages.push(reason);
  }

  packaging() {
    return PACKAGING;
  }

  async createAddress(input: AddressInput): Promise<CarrierAddress> {
    if (input.countryCode.trim().toUpperCase() !== 'NG')
      throw new LogisticsProviderError('The carrier delivers within Nigeria only');
    if (!input.name.trim() || !input.phone.trim())
      throw new LogisticsProviderError('An address needs a contact name and phone');
    const place = resolveNigerianPlace(input.state, input.city);
    if ('problem' in place) {
      throw new LogisticsProviderError(
        place.problem === 'state'
          ? `Unknown state "${input.state}"`
          : `The carrier does not serve ${input.city}, ${input.state}`,
      );
    }
    return {
      ...input,
      addressId: `AD-${token()}`,
      city: place.city.name,
      state: place.state.name,
      stateCode: place.state.code,
      countryCode: 'NG',
      latitude: place.city.latitude,
      longitude: place.city.longitude,
    };
  }

  async createParcel(items: ParcelItemInput[]): Promise<CarrierParcel> {
    if (items.length === 0) throw new LogisticsProviderError('A parcel needs at least one item');
    const lines = items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      weight: item.weight ?? DEFAULT_ITEM.weight,
      dimension: item.dimension ?? DEFAULT_ITEM.dimension,
    }));
    const weight = round2(lines.reduce((sum, l) => sum + l.weight * l.quantity, 0));
    const volume = lines.reduce((sum, l) => sum + packagingVolume(l.dimension) * l.quantity, 0);
    const packaging = choosePackaging(
      volume,
      weight,
      Math.max(...lines.map((l) => longestSide(l.dimension))),
    );
    if (!packaging) {
      const heaviest = Math.max(...PACKAGING.map((p) => p.maxWeight));
      throw new LogisticsProviderError(
        `The parcel (${weight} kg) does not fit the carrier's packaging (at most ${heaviest} kg)`,
      );
    }
    return {
      parcelId: `PC-${token()}`,
      packaging,
      weight,
      items: lines.map(({ name, quantity, weight: w }) => ({ name, quantity, weight: w })),
    };
  }

  async getRates(
    pickup: CarrierAddress,
    delivery: CarrierAddress,
    parcel: CarrierParcel,
  ): Promise<CarrierRate[]> {
    return SIMULATED_CARRIERS.flatMap((carrier) =>
      DELIVERY_TYPES.map((deliveryType) => {
        const { amount, km } = simulatedRate(
          pickup,
          delivery,
          parcel.weight,
          deliveryType,
          carrier.priceFactor,
        );
        return {
          rateId: `RT-${token()}`,
          carrier: carrier.name,
          deliveryType,
          amount,
          currency: 'NGN',
          deliveryDays: deliveryDays(km, deliveryType, carrier.extraDays),
        };
      }),
    );
  }

  async createShipment(
    tx: Executor,
    request: ShipmentRequest,
  ): Promise<{ shipment: ShipmentRecord; created: boolean }> {
    const outage = this.outages.shift();
    if (outage) throw new LogisticsProviderError(outage);
    const { merchantId, orderId, pickup, delivery, parcel, rate } = request;
    const now = this.options.now?.() ?? new Date();
    const row = await carrierRepository.insertShipment(tx, {
      merchantId,
      orderId,
      provider: this.name,
      providerReference: `SH-${token()}`,
      carrier: rate.carrier,
      trackingNumber: trackingNumber(),
      deliveryType: rate.deliveryType,
      status: 'in_transit',
      rateAmount: rate.amount,
      currency: rate.currency,
      pickupAddress: stored(pickup),
      deliveryAddress: stored(delivery),
      parcel: { packaging: parcel.packaging.name, weight: parcel.weight, items: parcel.items },
      nextStepAt: new Date(now.getTime() + this.options.stepMs),
    });
    if (!row) {
      const existing = await carrierRepository.findByOrder(tx, merchantId, orderId);
      return { shipment: toShipmentRecord(existing!), created: false };
    }
    await carrierRepository.insertEvent(tx, row, {
      status: 'in_transit',
      description: `Pickup arranged with ${rate.carrier}: in transit from ${pickup.city} to ${delivery.city}`,
      location: `${pickup.city}, ${pickup.state}`,
      occurredAt: now,
    });
    return { shipment: toShipmentRecord(row), created: true };
  }

  async trackShipment(db: Executor, merchantId: string, orderId: string) {
    const row = await carrierRepository.findByOrder(db, merchantId, orderId);
    if (!row) return undefined;
    return {
      shipment: toShipmentRecord(row),
      events: await carrierRepository.events(db, merchantId, row.id),
    };
  }
}
