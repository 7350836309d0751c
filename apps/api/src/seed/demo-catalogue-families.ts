import type { FabricPattern, Rgb } from './demo-fabrics.ts';

/** One family of Adaeze Fabrics' catalogue: its kind of cloth, where it is filed, and what it costs. */
export interface Family {
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

export const FAMILIES: Family[] = [
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
