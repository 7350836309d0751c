import { FIRST_NAMES, LAST_NAMES, STREETS } from '../cli/simulate-data.ts';
import type { Random } from '../cli/simulate-orders.ts';

export interface DemoBuyer {
  name: string;
  email: string;
  phone: string;
  deliveryAddress: { address: string; city: string; state: string; countryCode: 'NG' };
  /** The buyer's own network address (each buyer's checkouts count against their own limit). */
  from: string;
}

/** Where the demo's buyers live: the five cities of the story, Lagos the busiest. */
const PLACES: Array<[state: string, city: string]> = [
  ['Lagos', 'Ikeja'],
  ['Lagos', 'Lekki'],
  ['Lagos', 'Surulere'],
  ['Lagos', 'Yaba'],
  ['Lagos', 'Victoria Island'],
  ['Federal Capital Territory', 'Abuja'],
  ['Federal Capital Territory', 'Wuse'],
  ['Rivers', 'Port Harcourt'],
  ['Oyo', 'Ibadan'],
  ['Kano', 'Kano'],
];
const PREFIXES = ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905', '810', '902'];

const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** `count` distinct buyers with Nigerian names, mobile numbers and addresses. */
export function demoBuyers(rng: Random, count: number): DemoBuyer[] {
  const buyers: DemoBuyer[] = [];
  const names = new Set<string>();
  while (buyers.length < count) {
    const name = `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const [state, city] = pick(rng, PLACES);
    const n = buyers.length + 1;
    buyers.push({
      name,
      email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
      phone: `+234${pick(rng, PREFIXES)}${String(Math.floor(rng() * 10_000_000)).padStart(7, '0')}`,
      deliveryAddress: {
        address: `${1 + Math.floor(rng() * 120)} ${pick(rng, STREETS)}`,
        city,
        state,
        countryCode: 'NG',
      },
      from: `10.${Math.floor(n / 250)}.${n % 250}.${1 + Math.floor(rng() * 250)}`,
    });
  }
  return buyers;
}

/**
 * Which buyer places each of `count` orders: a third of the buyers come back again and again (they
 * place most orders), the rest order once or twice.
 */
export function buyerSequence(rng: Random, buyers: DemoBuyer[], count: number): DemoBuyer[] {
  const regulars = buyers.slice(0, Math.ceil(buyers.length / 3));
  const sequence: DemoBuyer[] = [...buyers];
  while (sequence.length < count) sequence.push(pick(rng, rng() < 0.8 ? regulars : buyers));
  for (let i = sequence.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [sequence[i], sequence[j]] = [sequence[j]!, sequence[i]!];
  }
  return sequence.slice(0, count);
}

const DAY = 86_400_000;

/**
 * When each of `count` orders is placed over the `days` days before `now`: more each week as the shop
 * grows, weekends busier, between 7:00 and 22:00 Lagos time; today's only before `now`. Oldest first.
 */
export function orderTimes(rng: Random, count: number, days: number, now: Date): Date[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3_600_000;
  const weights = Array.from({ length: days + 1 }, (_, d) => {
    const day = new Date(midnight - (days - d) * DAY + 12 * 3_600_000).getUTCDay();
    return (0.45 + d / days) * (day === 0 || day === 6 ? 1.7 : 1);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const times: Date[] = [];
  let carried = 0;
  weights.forEach((w, d) => {
    carried += (w / total) * count;
    const n = Math.floor(carried);
    carried -= n;
    const dayStart = midnight - (days - d) * DAY;
    const open = dayStart + 7 * 3_600_000;
    const close = Math.min(dayStart + 22 * 3_600_000, now.getTime() - 5 * 60_000);
    for (let i = 0; i < n && close > open; i++) times.push(new Date(open + rng() * (close - open)));
  });
  return times.sort((a, b) => a.getTime() - b.getTime());
}
