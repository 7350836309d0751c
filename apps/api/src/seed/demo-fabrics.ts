import sharp from 'sharp';
import type { Random } from '../cli/simulate-orders.ts';

/** The fabric patterns the demo catalogue is drawn in, one per product family. */
export type FabricPattern = 'stripes' | 'tie-dye' | 'wax-print' | 'lace' | 'check' | 'beads';

type Rgb = [number, number, number];
const SIZE = 400;

/** Colour at pixel (x, y) of each pattern, from two or three of the product's colours. */
const painters: Record<FabricPattern, (x: number, y: number, c: Rgb[]) => Rgb> = {
  // Aso-oke: narrow woven strips, with a weft thread every few pixels.
  stripes: (x, y, c) => {
    const band = Math.floor(x / 24) % c.length;
    return y % 6 === 0 ? shade(c[band]!, 0.8) : c[band]!;
  },
  // Adire: indigo circles resisting the dye.
  'tie-dye': (x, y, c) => {
    const [cx, cy] = [(x % 80) - 40, (y % 80) - 40];
    const r = Math.sqrt(cx * cx + cy * cy);
    return r < 10 || (r > 22 && r < 27) ? c[1]! : shade(c[0]!, 0.85 + 0.15 * Math.sin(r / 4));
  },
  // Ankara: bold repeating diamonds and dots.
  'wax-print': (x, y, c) => {
    const [u, v] = [x % 60, y % 60];
    const d = Math.abs(u - 30) + Math.abs(v - 30);
    return d < 12 ? (c[2] ?? c[1]!) : d < 22 ? c[1]! : c[0]!;
  },
  // Lace: an open mesh with flowers.
  lace: (x, y, c) => {
    const [cx, cy] = [(x % 48) - 24, (y % 48) - 24];
    const petal = Math.abs(Math.sin(Math.atan2(cy, cx) * 3)) * 14;
    const mesh = (x + y) % 12 < 2 || (x - y + 480) % 12 < 2;
    return Math.sqrt(cx * cx + cy * cy) < petal || mesh ? c[1]! : c[0]!;
  },
  // George (madras): crossing bands of colour.
  check: (x, y, c) => {
    const [a, b] = [Math.floor(x / 30) % c.length, Math.floor(y / 30) % c.length];
    return a === b ? c[a]! : mix(c[a]!, c[b]!);
  },
  // Accessories: coral beads on a plain ground.
  beads: (x, y, c) => {
    const [cx, cy] = [(x % 40) - 20, (y % 40) - 20];
    const r = Math.sqrt(cx * cx + cy * cy);
    return r < 14 ? shade(c[1]!, 1.1 - r / 30) : c[0]!;
  },
};

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
const shade = ([r, g, b]: Rgb, k: number): Rgb => [clamp(r * k), clamp(g * k), clamp(b * k)];
const mix = (a: Rgb, b: Rgb): Rgb => [(a[0] + b[0]) >> 1, (a[1] + b[1]) >> 1, (a[2] + b[2]) >> 1];

/** A square JPEG of the pattern in the given colours, with a little noise so it reads as cloth. */
export async function fabricImage(pattern: FabricPattern, colours: Rgb[], rng: Random): Promise<Buffer> {
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  const paint = painters[pattern];
  const grain = Array.from({ length: 64 }, () => 0.94 + rng() * 0.12);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b] = shade(paint(x, y, colours), grain[(x * 7 + y * 13) % 64]!);
      const at = (y * SIZE + x) * 3;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
  return sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export type { Rgb };
