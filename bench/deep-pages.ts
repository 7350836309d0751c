import { median, sequential } from './load.ts';

export const DEEP_PAGE_REQUESTS = 11;

export interface DeepPageFigures {
  list: string;
  page: number;
  medianMs: number;
  overFirst: number;
}

/** B6: products and orders at pages 1, 1,000 and 10,000 (limit 10), interleaved; median and ratio to page 1. */
export async function measureDeepPages(
  api: string,
  auth: Record<string, string>,
): Promise<DeepPageFigures[]> {
  const deep: DeepPageFigures[] = [];
  for (const [name, base] of [
    ['products', '/v1/products?limit=10&page='],
    ['orders', '/v1/order/seller?type=PRODUCT&limit=10&page='],
  ] as const) {
    const times: Record<number, number[]> = { 1: [], 1000: [], 10000: [] };
    for (let i = 0; i < DEEP_PAGE_REQUESTS; i++) {
      for (const page of [1, 1000, 10000]) {
        const [t] = await sequential([`${api}${base}${page}`], auth, i === 0 ? 1 : 0);
        times[page]!.push(t!);
      }
    }
    const first = median(times[1]!);
    for (const page of [1, 1000, 10000]) {
      deep.push({
        list: name,
        page,
        medianMs: median(times[page]!),
        overFirst: median(times[page]!) / first,
      });
    }
  }
  return deep;
}
