import type { Random } from '../cli/simulate-orders.ts';
import { FAMILIES } from './demo-catalogue-families.ts';
import type { FabricPattern, Rgb } from './demo-fabrics.ts';

export interface DemoProduct {
  body: Record<string, unknown>;
  pattern: FabricPattern;
  colours: Rgb[];
  fileName: string;
}

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/**
 * Adaeze Fabrics' catalogue: every family's items as POST /v1/product bodies, priced in naira around
 * the family's price, most in stock, about one in ten low, one in twelve sold out, one in ten inactive;
 * every one alerts the merchant when its stock falls to 5.
 */
export function demoCatalogue(rng: Random): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const family of FAMILIES) {
    family.items.forEach((item, n) => {
      const name = family.code === 'ACC' ? item : `${item} ${family.label}`;
      const price = round(family.basePrice * (0.7 + rng() * 0.8), 500);
      const stockDraw = rng();
      const units =
        stockDraw < 0.08 ? 0 : stockDraw < 0.18 ? 1 + Math.floor(rng() * 4) : 25 + Math.floor(rng() * 60);
      const sku = `${family.code}-${String(n + 1).padStart(3, '0')}`;
      const colours = family.palettes[n % family.palettes.length]!;
      const onSale = rng() < 0.2;
      products.push({
        pattern: family.pattern,
        colours,
        fileName: `${sku.toLowerCase()}.jpg`,
        body: {
          name,
          sku,
          category: 'Fashion',
          subCategory: family.subCategory,
          brand: 'Adaeze Fabrics',
          productType: family.label,
          caption: `${family.label}, ${family.unit}`,
          description: `${name} from our Lagos Island shop, ${family.unit}. Hand-picked, folded and shipped within 48 hours.`,
          price,
          ...(onSale ? { original_price: round(price * 1.25, 500) } : {}),
          units,
          // Sales in the living demo take stock down past it, so the low-stock alerts show.
          low_stock_threshold: 5,
          status: rng() < 0.1 ? 'INACTIVE' : 'ACTIVE',
          tags: [family.label.toLowerCase(), 'owambe', 'made in nigeria'].slice(0, 2 + (n % 2)),
          weight: family.code === 'ACC' ? 0.3 : 1.2,
          dimension: { height: 5, width: 30, length: 40 },
          ...(family.variation
            ? {
                variation: [
                  {
                    name: family.variation.name,
                    options: family.variation.values.map((value, v) => ({
                      value,
                      sku: `${sku}-${v + 1}`,
                      units: Math.floor(units / family.variation!.values.length),
                    })),
                  },
                ],
              }
            : {}),
        },
      });
    });
  }
  return products;
}
