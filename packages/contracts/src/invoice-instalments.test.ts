import { describe, expect, it } from 'vitest';
import { depositInput, depositMinorOf, invoicePayRequest } from './invoice-instalments.ts';

describe('invoice deposits', () => {
  it('rounds a percentage deposit half up to the kobo, in integers', () => {
    expect(depositMinorOf(300_100, 30)).toBe(90_030);
    expect(depositMinorOf(5, 10)).toBe(1); // 0.5 kobo → 1
    expect(depositMinorOf(4, 10)).toBe(0); // 0.4 kobo → 0
    expect(depositMinorOf(333, 50)).toBe(167); // 166.5 → 167
    expect(depositMinorOf(10_000_000_000_000, 100)).toBe(10_000_000_000_000);
  });

  it('takes a whole percentage from 1 to 100 or a positive fixed amount', () => {
    expect(depositInput.safeParse({ kind: 'percent', value: 0 }).success).toBe(false);
    expect(depositInput.safeParse({ kind: 'percent', value: 12.5 }).success).toBe(false);
    expect(depositInput.safeParse({ kind: 'fixed', value: 0 }).success).toBe(false);
    expect(depositInput.safeParse({ kind: 'fixed', value: 10.5 }).success).toBe(true);
    expect(depositInput.safeParse({ kind: 'share', value: 1 }).success).toBe(false);
  });

  it('takes a whole, positive amount in kobo to pay, or none', () => {
    expect(invoicePayRequest.safeParse({}).success).toBe(true);
    expect(invoicePayRequest.safeParse({ amountMinor: 1.5 }).success).toBe(false);
    expect(invoicePayRequest.safeParse({ amountMinor: 0 }).success).toBe(false);
    expect(invoicePayRequest.safeParse({ amount: 100 }).success).toBe(false);
  });
});
