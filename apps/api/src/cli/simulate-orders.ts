import type { StoredScheduleSlot } from '../db/schema/index.ts';
import { findPlaceCountry } from '../providers/logistics/places.ts';
import { BOOKING_NOTES, DELIVERY_NOTES, FIRST_NAMES, LAST_NAMES, STREETS } from './simulate-data.ts';

export interface SimCatalogue {
  merchantId: string;
  /** Active products with units left. */
  products: { id: string; name: string; units: number }[];
  /** Active services with their weekly schedule. */
  services: { id: string; name: string; availableSchedule: StoredScheduleSlot[]; durationMinutes: number }[];
}

/** A POST /v1/checkout body. */
export interface SimOrder {
  merchantId: string;
  name: string;
  email: string;
  phone: string;
  deliveryAddress?: { address: string; city: string; state: string; countryCode: 'NG' };
  deliveryNote?: string;
  deliveryType: 'standard' | 'express';
  cart?: { productId: string; quantity: number }[];
  service?: {
    serviceId: string;
    bookedDate: string;
    startHour: string;
    endHour: string;
    description?: string;
  };
}

export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed always draws the same orders. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
// Most carts hold one line of one unit: drawn from lists that repeat the likeliest counts.
const LINES_PER_CART = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3];
const UNITS_PER_LINE = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3];
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

function buyerOf(rng: Random, n: number) {
  const [first, last] = [pick(rng, FIRST_NAMES), pick(rng, LAST_NAMES)];
  const state = pick(rng, findPlaceCountry('NG')!.states);
  const [city] = pick(rng, state.cities);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${n}@example.com`.toLowerCase(),
    phone: `+234${pick(rng, ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905'])}${String(between(rng, 0, 9_999_999)).padStart(7, '0')}`,
    deliveryAddress: {
      address: `${between(rng, 1, 120)} ${pick(rng, STREETS)}`,
      city,
      state: state.name,
      countryCode: 'NG' as const,
    },
  };
}

function cartOf(rng: Random, stock: Map<string, number>) {
  const available = [...stock].filter(([, units]) => units > 0).map(([id]) => id);
  if (available.length === 0) return undefined;
  const lines = Math.min(available.length, pick(rng, LINES_PER_CART));
  const cart: { productId: string; quantity: number }[] = [];
  for (let i = 0; i < lines; i++) {
    const productId = available.splice(Math.floor(rng() * available.length), 1)[0]!;
    const quantity = Math.min(stock.get(productId)!, pick(rng, UNITS_PER_LINE));
    stock.set(productId, stock.get(productId)! - quantity);
    cart.push({ productId, quantity });
  }
  return cart;
}

/** A one-hour (or shorter, if the slot is) booking in the next three weeks, not taken earlier in this run. */
function bookingOf(rng: Random, catalogue: SimCatalogue, today: Date, taken: Set<string>) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const service = pick(rng, catalogue.services);
    const date = new Date(today.getTime() + between(rng, 1, 21) * 86_400_000);
    const slots = service.availableSchedule.filter((s) => s.day.toLowerCase() === DAYS[date.getUTCDay()]);
    if (slots.length === 0) continue;
    const slot = pick(rng, slots);
    const [open, close] = [minutes(slot.start), minutes(slot.end)];
    const length = service.durationMinutes;
    if (close - open < length) continue;
    const start = open + 60 * between(rng, 0, Math.floor((close - open - length) / 60));
    const bookedDate = date.toISOString().slice(0, 10);
    const key = `${service.id}|${bookedDate}|${start}`;
    if (taken.has(key)) continue;
    taken.add(key);
    return {
      serviceId: service.id,
      bookedDate,
      startHour: hhmm(start),
      endHour: hhmm(start + length),
      description: pick(rng, BOOKING_NOTES),
    };
  }
  return undefined;
}

/**
 * Realistic buyer orders for one merchant: Nigerian names and phone numbers, addresses in real states
 * and cities, carts of 1–3 of the merchant's products (mostly one unit of one) within the stock left, and service bookings in
 * free slots of the weekly schedules (about a third of the orders when the merchant has both).
 * Deterministic for a given random source; may return fewer orders than asked when the stock runs out.
 */
export function generateOrders(
  catalogue: SimCatalogue,
  count: number,
  rng: Random,
  today = new Date(),
): SimOrder[] {
  const stock = new Map(catalogue.products.map((p) => [p.id, p.units]));
  const taken = new Set<string>();
  const serviceShare = catalogue.products.length === 0 ? 1 : catalogue.services.length === 0 ? 0 : 1 / 3;
  const orders: SimOrder[] = [];
  for (let n = 1; n <= count; n++) {
    const buyer = buyerOf(rng, n);
    const deliveryType = rng() < 0.15 ? 'express' : 'standard';
    const service = rng() < serviceShare ? bookingOf(rng, catalogue, today, taken) : undefined;
    if (service) {
      orders.push({
        merchantId: catalogue.merchantId,
        name: buyer.name,
        email: buyer.email,
        phone: buyer.phone,
        deliveryType,
        service,
      });
      continue;
    }
    const cart = cartOf(rng, stock);
    if (!cart) break;
    const deliveryNote = rng() < 0.3 ? pick(rng, DELIVERY_NOTES) : undefined;
    orders.push({
      merchantId: catalogue.merchantId,
      ...buyer,
      deliveryType,
      cart,
      ...(deliveryNote ? { deliveryNote } : {}),
    });
  }
  return orders;
}
