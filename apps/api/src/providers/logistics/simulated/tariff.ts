import type { DeliveryType } from '@oja/contracts';
import { distanceKm } from '../../maps/gazetteer-index.ts';

/** The simulated carriers and how their prices and speeds differ. */
export const SIMULATED_CARRIERS = [
  { name: 'Swift Dispatch (simulated)', priceFactor: 1, extraDays: 0 },
  { name: 'Redline Logistics (simulated)', priceFactor: 0.9, extraDays: 1 },
] as const;

/**
 * What a simulated carrier charges (minor units): ₦800 + ₦2 per km between the two cities + ₦200 per
 * kg (rounded up), × 1.8 for express, × the carrier's factor, rounded to ₦10.
 */
type Point = { latitude: number; longitude: number };

export function simulatedRate(
  pickup: Point,
  delivery: Point,
  weightKg: number,
  deliveryType: DeliveryType,
  priceFactor: number,
): { amount: number; km: number } {
  const km = distanceKm(pickup.latitude, pickup.longitude, delivery.latitude, delivery.longitude);
  const naira =
    (800 + 2 * km + 200 * Math.ceil(weightKg)) * (deliveryType === 'express' ? 1.8 : 1) * priceFactor;
  return { amount: Math.round(naira / 10) * 1000, km };
}

/** Days on the road: express one day; standard one day plus one per 300 km. */
export const deliveryDays = (km: number, deliveryType: DeliveryType, extraDays: number) =>
  deliveryType === 'express' ? 1 : 1 + Math.floor(km / 300) + extraDays;
