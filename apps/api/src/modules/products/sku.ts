import { randomBytes } from 'node:crypto';
import type { StoredVariation } from '../../db/schema/index.ts';
import { toMinor } from '@oja/contracts';
import { type FieldIssue } from '../../lib/app-error.ts';

/** Crockford's base 32: no I, L, O or U, so a SKU read aloud or off a label is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A SKU for a product that has none, e.g. `SHI-7K3QZP` for "Shirt": a name prefix and 30 random bits. */
export function generateSku(name: string): string {
  const prefix = name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 3)
    .padEnd(3, 'X');
  const suffix = [...randomBytes(6)].map((b) => ALPHABET[b % 32]).join('');
  return `${prefix}-${suffix}`;
}

export interface VariationInput {
  name: string;
  options: { value: string; sku?: string; units?: number; price?: number }[];
}

/**
 * The stored variations: every option gets a SKU (`<product SKU>-<n>` when it has none), option SKUs
 * are distinct within the product and differ from the product's own SKU; prices become minor units.
 */
export function buildVariations(
  variations: VariationInput[],
  productSku: string,
): { variations: StoredVariation[]; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const used = new Set<string>([productSku]);
  for (const [v, variation] of variations.entries()) {
    for (const [o, option] of variation.options.entries()) {
      if (!option.sku) continue;
      if (used.has(option.sku)) {
        issues.push({
          field: `variation.${v}.options.${o}.sku`,
          message: 'Option SKUs must differ from each other and from the product SKU',
        });
      }
      used.add(option.sku);
    }
  }
  let counter = 0;
  const nextSku = () => {
    let sku: string;
    do sku = `${productSku}-${++counter}`;
    while (used.has(sku));
    used.add(sku);
    return sku;
  };
  const stored = variations.map((variation) => ({
    name: variation.name,
    options: variation.options.map((option) => ({
      value: option.value,
      sku: option.sku ?? nextSku(),
      units: option.units ?? null,
      price: option.price === undefined ? null : toMinor(option.price),
    })),
  }));
  return { variations: stored, issues };
}
