import type { PackagingPreset } from '@oja/contracts';

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

export { longest as longestSide, volume as packagingVolume };
