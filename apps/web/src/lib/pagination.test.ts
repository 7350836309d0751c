import { describe, expect, it } from 'vitest';
import { paginatorItems, rowNumber, type PageItem } from './pagination';

/** Compact form: pages as numbers, ellipsis menus as '…[hidden pages]'. */
const compact = (items: PageItem[]) =>
  items.map((item) => (item.type === 'page' ? item.page : `…[${item.pages.join(',')}]`));

describe('paginatorItems', () => {
  it('is empty before loading (0 pages)', () => {
    expect(paginatorItems(0, 0)).toEqual([]);
  });

  it('lists every page, without ellipsis, up to 5 pages', () => {
    expect(compact(paginatorItems(1, 1))).toEqual([1]);
    expect(compact(paginatorItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('folds hidden pages into ellipsis menus above 5 pages', () => {
    expect(compact(paginatorItems(1, 6))).toEqual([1, 2, 3, 4, '…[5]', 6]);
    expect(compact(paginatorItems(1, 10))).toEqual([1, 2, 3, 4, '…[5,6,7,8,9]', 10]);
    expect(compact(paginatorItems(5, 10))).toEqual([1, '…[2,3]', 4, 5, 6, '…[7,8,9]', 10]);
    expect(compact(paginatorItems(10, 10))).toEqual([1, '…[2,3,4,5,6]', 7, 8, 9, 10]);
  });

  it('always shows at least one ellipsis menu above 5 pages', () => {
    for (let total = 6; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const items = paginatorItems(page, total);
        expect(items.some((item) => item.type === 'ellipsis')).toBe(true);
        // Every page is reachable: shown, or listed in a menu, exactly once.
        const reachable = items.flatMap((item) => (item.type === 'page' ? [item.page] : item.pages));
        expect(reachable).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(compact(paginatorItems(99, 7))).toEqual(compact(paginatorItems(7, 7)));
  });
});

describe('rowNumber', () => {
  it('is (page - 1) × page size + index + 1', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(1, 9)).toBe(10);
    expect(rowNumber(3, 0)).toBe(21);
    expect(rowNumber(3, 4, 25)).toBe(55);
  });

  it('numbers from 1 before loading (page 0)', () => {
    expect(rowNumber(0, 0)).toBe(1);
  });
});
