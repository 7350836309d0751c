import { DELIVERY_PRICE_RULE as RULE, type DeliveryType } from '@oja/contracts';
import { distanceKm } from '../../providers/maps/gazetteer-index.ts';
import type { GazetteerState } from '../../providers/maps/gazetteer/index.ts';
import { capitalOf } from '../../providers/logistics/places.ts';

/** Kilograms of a cart; a product without a weight counts as DELIVERY_PRICE_RULE.defaultItemKg. */
export const cartWeightKg = (lines: { weight: number | null; quantity: number }[]) =>
  Math.round(lines.reduce((sum, l) => sum + (l.weight ?? RULE.defaultItemKg) * l.quantity, 0) * 1000) / 1000;

/**
 * The delivery price the buyer pays, in minor units (the rule is documented on DELIVERY_PRICE_RULE in
 * the contracts): a base by the distance between the origin and destination states' chief cities,
 * doubled for express, plus a charge per kilogram above the included weight.
 */
export function deliveryPriceMinor(input: {
  origin: GazetteerState | undefined;
  destination: GazetteerState;
  weightKg: number;
  deliveryType: DeliveryType;
}): number {
  const { origin, destination } = input;
  let base: number;
  if (!origin) base = RULE.unknownOriginMinor;
  else if (origin.code === destination.code) base = RULE.sameStateMinor;
  else {
    const [from, to] = [capitalOf(origin), capitalOf(destination)];
    const km = distanceKm(from.latitude, from.longitude, to.latitude, to.longitude);
    base = km <= RULE.nearKm ? RULE.nearMinor : km <= RULE.midKm ? RULE.midMinor : RULE.farMinor;
  }
  if (input.deliveryType === 'express') base *= RULE.expressFactor;
  const extraKg = Math.max(0, Math.ceil(input.weightKg) - RULE.includedKg);
  return base + extraKg * RULE.perExtraKgMinor;
}
