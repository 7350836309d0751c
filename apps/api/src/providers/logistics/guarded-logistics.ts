import { deliveryType, packagingPreset } from '@oja/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { type GuardOptions, guardedCall } from '../guarded-call.ts';
import {
  type AddressInput,
  type LogisticsProvider,
  LogisticsProviderError,
  LogisticsUnavailableError,
  type ParcelItemInput,
  type ShipmentRequest,
} from './logistics-provider.ts';

const text = z.string().min(1);
const status = z.enum(['in_transit', 'awaiting_pickup', 'delivered']);

const address = z.object({
  name: text,
  email: z.string(),
  phone: text,
  line1: text,
  city: text,
  state: text,
  countryCode: z.string().length(2),
  addressId: text,
  stateCode: text,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
const parcel = z.object({
  parcelId: text,
  packaging: packagingPreset,
  weight: z.number().positive(),
  items: z
    .array(z.object({ name: text, quantity: z.number().int().positive(), weight: z.number().positive() }))
    .min(1),
});
const rate = z.object({
  rateId: text,
  carrier: text,
  deliveryType,
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  deliveryDays: z.number().int().nonnegative(),
});
const shipment = z.object({
  id: text,
  merchantId: text,
  orderId: text,
  provider: text,
  providerReference: text,
  carrier: text,
  trackingNumber: text,
  status,
  deliveryType,
  rateAmount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  createdAt: z.date(),
});
const event = z.object({
  status,
  description: z.string(),
  location: z.string().nullable(),
  occurredAt: z.date(),
});

/**
 * Lends the caller's transaction to the provider only for the duration of the call. A provider that
 * answers after the guard gave up would otherwise write through a transaction that has already rolled
 * back — on a connection back in the pool, perhaps inside another request's transaction.
 */
async function withBorrowed<T>(executor: Executor, call: (borrowed: Executor) => Promise<T>): Promise<T> {
  const { proxy, revoke } = Proxy.revocable(executor, {});
  try {
    return await call(proxy);
  } finally {
    revoke();
  }
}

/**
 * The logistics provider as order dispatch sees it: every call bounded by the provider timeout and
 * every answer parsed before use. A refusal stays a LogisticsProviderError (422); a timeout, an
 * unexpected failure or a malformed answer is a LogisticsUnavailableError (503), and since dispatch
 * runs in one transaction, nothing of it is kept: the order can be dispatched again.
 */
export class GuardedLogistics implements LogisticsProvider {
  private readonly guard: GuardOptions;

  constructor(
    private readonly inner: LogisticsProvider,
    timeoutMs: number,
  ) {
    this.guard = {
      timeoutMs,
      isKnown: (error) => error instanceof LogisticsProviderError,
      unavailable: (reason) => new LogisticsUnavailableError(`The logistics provider ${reason}`),
    };
  }

  get name() {
    return this.inner.name;
  }

  packaging() {
    return this.inner.packaging();
  }

  createAddress(input: AddressInput) {
    return guardedCall(this.guard, address, () => this.inner.createAddress(input));
  }

  createParcel(items: ParcelItemInput[]) {
    return guardedCall(this.guard, parcel, () => this.inner.createParcel(items));
  }

  getRates(...args: Parameters<LogisticsProvider['getRates']>) {
    return guardedCall(this.guard, z.array(rate), () => this.inner.getRates(...args));
  }

  createShipment(tx: Executor, request: ShipmentRequest) {
    return withBorrowed(tx, (borrowed) =>
      guardedCall(this.guard, z.object({ shipment, created: z.boolean() }), () =>
        this.inner.createShipment(borrowed, request),
      ),
    );
  }

  trackShipment(db: Executor, merchantId: string, orderId: string) {
    return withBorrowed(db, (borrowed) =>
      guardedCall(this.guard, z.object({ shipment, events: z.array(event) }).optional(), () =>
        this.inner.trackShipment(borrowed, merchantId, orderId),
      ),
    );
  }
}
