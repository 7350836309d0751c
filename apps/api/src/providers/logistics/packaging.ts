import type { PackagingPreset } from '@oja/contracts';
import type { ParcelItemInput } from './logistics-provider.ts';

const preset = (
  id: string,
  name: string,
  type: PackagingPreset['type'],
  [length, width, height]: [number, number, number],
  maxWeight: number,
): PackagingPreset => ({
  id,
  name,
  type,
  length,
  width,
  height,
  sizeUnit: 'cm',
  maxWeight,
  weightUnit: 'kg',
});

/** The carrier's packaging, smallest first (centimetres, kilograms). */
export const PACKAGING: readonly PackagingPreset[] = [
  preset('envelope-a4', 'A4 envelope', 'envelope', [32, 23, 1], 0.5),
  preset('courier-bag', 'Courier bag', 'soft-packaging', [40, 30, 5], 2),
  preset('box-small', 'Small box', 'box', [25, 20, 15], 5),
  preset('box-medium', 'Medium box', 'box', [40, 30, 25], 10),
  preset('box-large', 'Large box', 'box', [60, 40, 40], 20),
  preset('box-extra-large', 'Extra large box', 'box', [80, 60, 60], 40),
  preset('freight-crate', 'Freight crate', 'box', [120, 100, 100], 100),
];

/** Size and weight assumed for an item the merchant gave none for. */
export const DEFAULT_ITEM = { weight: 0.5, dimension: { length: 20, width: 15, height: 10 } };

const volume = (d: { length: number; width: number; height: number }) => d.length * d.width * d.height;

const longest = (d: { length: number; width: number; height: number }) =>
  Math.max(d.length, d.width, d.height);

/**
 * The smallest packaging that holds the items' total volume and weight and whose longest side takes
 * the longest item; undefined when none does.
 */
export function choosePackaging(
  totalVolume: number,
  totalWeight: number,
  longestSide: number,
): PackagingPreset | undefined {
  return [...PACKAGING]
    .sort((a, b) => volume(a) - volume(b))
    .find((p) => volume(p) >= totalVolume && p.maxWeight >= totalWeight && longest(p) >= longestSide);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PackedParcel {
  packaging: PackagingPreset;
  weight: number;
  items: { name: string; quantity: number; weight: number }[];
}

/**
 * The items of an order packed for the carrier: each item's weight and size (or the default's), the
 * total weight, and the packaging they fit in — or why they cannot be shipped.
 */
export function packParcel(items: ParcelItemInput[]): PackedParcel | { problem: string } {
  if (items.length === 0) return { problem: 'A parcel needs at least one item' };
  const lines = items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    weight: item.weight ?? DEFAULT_ITEM.weight,
    dimension: item.dimension ?? DEFAULT_ITEM.dimension,
  }));
  const weight = round2(lines.reduce((sum, l) => sum + l.weight * l.quantity, 0));
  const totalVolume = lines.reduce((sum, l) => sum + volume(l.dimension) * l.quantity, 0);
  const packaging = choosePackaging(totalVolume, weight, Math.max(...lines.map((l) => longest(l.dimension))));
  if (!packaging) {
    const heaviest = Math.max(...PACKAGING.map((p) => p.maxWeight));
    return {
      problem: `The parcel (${weight} kg) does not fit the carrier's packaging (at most ${heaviest} kg)`,
    };
  }
  return {
    packaging,
    weight,
    items: lines.map(({ name, quantity, weight: w }) => ({ name, quantity, weight: w })),
  };
}
