import { describe, expect, it } from 'vitest';
import { vatMinorOf } from './invoice-vat.ts';

describe('VAT in kobo', () => {
  it('rounds half up to the kobo', () => {
    expect(vatMinorOf(300_100, 750)).toBe(22_508); // 22,507.5 → 22,508
    expect(vatMinorOf(300_100, 525)).toBe(15_755); // 15,755.25 → 15,755
    expect(vatMinorOf(6, 750)).toBe(0); // 0.45 → 0
    expect(vatMinorOf(7, 750)).toBe(1); // 0.525 → 1
    expect(vatMinorOf(0, 750)).toBe(0);
  });

  it('stays exact where the product passes 2^53', () => {
    expect(vatMinorOf(10_000_000_000_000, 750)).toBe(750_000_000_000);
    expect(vatMinorOf(9_999_999_999_999, 10_000)).toBe(9_999_999_999_999);
  });
});
