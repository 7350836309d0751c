import type pg from 'pg';
import { quantile, sequential } from './load.ts';

const prefixes = [
  'Ankara',
  'Wirel',
  'Lea',
  'Vint',
  'Organic Gr',
  'Smart Bl',
  'Kids',
  'Luxury Go',
  'Cotton W',
  'Silk P',
];
const infixes = [
  'wristwatch 12',
  'gown',
  'power bank 7',
  'shea butter',
  'Red backpack',
  'sandals 9',
  'earbuds 45',
  'Gold lamp',
  'kaftan 3',
  'phone case 88',
];
const typos = [
  'wristwach',
  'sneekers',
  'handbg',
  'perfum 1',
  'blendr',
  'agbda',
  'headwarp',
  'notebok',
  'rice coker',
  'Ankra',
];

export interface SearchFigures {
  count: number;
  products: number;
  p50: number;
  p95: number;
  byKind: Record<string, number>;
}

/** B7: 200 name searches (prefix, infix, typo in turn), one at a time: p50 and p95 latency, p95 per kind. */
export async function measureSearch(
  api: string,
  auth: Record<string, string>,
  pool: pg.Pool,
  merchantId: string,
): Promise<SearchFigures> {
  const terms = Array.from(
    { length: 200 },
    (_, i) => [prefixes, infixes, typos][i % 3]![Math.floor(i / 3) % 10]!,
  );
  const searchTimes = await sequential(
    terms.map((t) => `${api}/v1/products?page=1&limit=10&name=${encodeURIComponent(t)}`),
    auth,
  );
  const { rows: catalogue } = await pool.query(
    'SELECT coalesce(sum(n), 0)::int AS n FROM product_counts WHERE merchant_id = $1',
    [merchantId],
  );
  return {
    count: terms.length,
    products: catalogue[0].n as number,
    p50: quantile(searchTimes, 0.5),
    p95: quantile(searchTimes, 0.95),
    byKind: Object.fromEntries(
      ['prefix', 'infix', 'typo'].map((kind, k) => [
        kind,
        quantile(
          searchTimes.filter((_, i) => i % 3 === k),
          0.95,
        ),
      ]),
    ),
  };
}
