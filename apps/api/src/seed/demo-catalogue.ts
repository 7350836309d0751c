import type { Random } from '../cli/simulate-orders.ts';
import type { FabricPattern, Rgb } from './demo-fabrics.ts';

/** One family of Adaeze Fabrics' catalogue: its kind of cloth, where it is filed, and what it costs. */
interface Family {
  code: string;
  label: string;
  subCategory: string;
  pattern: FabricPattern;
  /** Naira, before the per-product variation. */
  basePrice: number;
  unit: string;
  items: string[];
  palettes: Rgb[][];
  variation?: { name: string; values: string[] };
}

const INDIGO: Rgb = [32, 52, 110];
const CREAM: Rgb = [236, 226, 204];
const GOLD: Rgb = [201, 160, 62];
const WINE: Rgb = [118, 28, 52];
const EMERALD: Rgb = [22, 120, 84];
const CORAL: Rgb = [232, 94, 72];
const ORANGE: Rgb = [236, 138, 32];
const NAVY: Rgb = [20, 32, 70];
const BLUSH: Rgb = [240, 196, 196];
const PURPLE: Rgb = [92, 48, 128];
const SKY: Rgb = [90, 170, 220];
const BLACK: Rgb = [28, 28, 30];

const FAMILIES: Family[] = [
  {
    code: 'ASO',
    label: 'Aso-oke',
    subCategory: 'Lace, Aso Oke & Fabrics',
    pattern: 'stripes',
    basePrice: 38_000,
    unit: 'per set (gele, ipele, iro)',
    items: [
      'Sanyan',
      'Alaari',
      'Etu',
      'Metallic',
      'Owambe',
      'Groom',
      'Bridal',
      'Agbada',
      'Gele',
      'Ipele',
      'Family',
      'Royal',
    ],
    palettes: [
      [GOLD, WINE],
      [CREAM, GOLD, WINE],
      [EMERALD, GOLD],
      [NAVY, CREAM],
      [PURPLE, GOLD],
    ],
    variation: { name: 'Colour', values: ['Gold', 'Wine', 'Emerald', 'Champagne'] },
  },
  {
    code: 'ADR',
    label: 'Adire',
    subCategory: 'Lace, Aso Oke & Fabrics',
    pattern: 'tie-dye',
    basePrice: 9_500,
    unit: 'per 2 yards',
    items: [
      'Eleko',
      'Oniko',
      'Alabere',
      'Kampala',
      'Olokun',
      'Sun',
      'Moon',
      'Abeokuta',
      'Itoku',
      'Indigo',
      'Ibadi',
    ],
    palettes: [
      [INDIGO, CREAM],
      [INDIGO, SKY],
      [NAVY, CREAM],
      [PURPLE, CREAM],
    ],
    variation: { name: 'Length', values: ['2 yards', '4 yards', '6 yards'] },
  },
  {
    code: 'ANK',
    label: 'Ankara',
    subCategory: 'Ankara & African Prints',
    pattern: 'wax-print',
    basePrice: 7_500,
    unit: 'per 6 yards',
    items: [
      'Hollandais',
      'Wax Block',
      'Super Wax',
      'Kente Print',
      'Sunflower',
      'Peacock',
      'Market Day',
      'Owambe Print',
      'Fan',
      'Shell',
      'Spiral',
      'Lagos Skyline',
      'Cowrie',
    ],
    palettes: [
      [ORANGE, NAVY, CREAM],
      [EMERALD, ORANGE, BLACK],
      [CORAL, INDIGO, GOLD],
      [PURPLE, ORANGE, CREAM],
    ],
    variation: { name: 'Length', values: ['6 yards', '12 yards'] },
  },
  {
    code: 'LCE',
    label: 'Lace',
    subCategory: 'Lace, Aso Oke & Fabrics',
    pattern: 'lace',
    basePrice: 45_000,
    unit: 'per 5 yards',
    items: [
      'Swiss Voile',
      'French Cord',
      'Beaded',
      'Sequin',
      'Guipure',
      'Tulle',
      'Velvet',
      'Dry Lace',
      'Chantilly',
      'Embroidered',
      'Stoned',
    ],
    palettes: [
      [BLUSH, CREAM],
      [WINE, GOLD],
      [EMERALD, CREAM],
      [NAVY, SKY],
      [CREAM, GOLD],
    ],
    variation: { name: 'Colour', values: ['Onion', 'Peach', 'Wine', 'Royal blue'] },
  },
  {
    code: 'GEO',
    label: 'George',
    subCategory: "Men's Clothing",
    pattern: 'check',
    basePrice: 32_000,
    unit: 'per 6 yards',
    items: [
      'Madras',
      'Silk',
      'Embroidered',
      'Igbo Chief',
      'Rivers',
      'Ijaw',
      'Okrika',
      'Tartan',
      'Velvet',
      'Wrapper',
    ],
    palettes: [
      [WINE, GOLD, NAVY],
      [EMERALD, CREAM, WINE],
      [PURPLE, GOLD, BLACK],
      [NAVY, SKY, CREAM],
    ],
    variation: { name: 'Length', values: ['6 yards', '12 yards'] },
  },
  {
    code: 'ACC',
    label: 'Accessories',
    subCategory: 'Accessories',
    pattern: 'beads',
    basePrice: 6_000,
    unit: 'each',
    items: [
      'Coral bead necklace',
      'Coral bead bracelet',
      'Gele tie',
      'Fila cap',
      'Beaded clutch',
      'Hand fan',
      'Okun beads',
      'Waist beads',
      'Ipele shawl',
      'Agbada cap',
    ],
    palettes: [
      [CREAM, CORAL],
      [BLACK, GOLD],
      [NAVY, CORAL],
      [WINE, GOLD],
    ],
  },
];

export interface DemoProduct {
  body: Record<string, unknown>;
  pattern: FabricPattern;
  colours: Rgb[];
  fileName: string;
}

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/**
 * Adaeze Fabrics' catalogue: every family's items as POST /v1/product bodies, priced in naira around
 * the family's price, most in stock, about one in ten low, one in twelve sold out, one in ten inactive.
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
