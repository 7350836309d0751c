import { describe, expect, it } from 'vitest';
import { depositInput, depositMinor } from './deposit.ts';
import { invoicePayRequest } from './invoice-instalments.ts';

describe('deposits', () => {
  it('rounds a percentage deposit half up to the kobo, in integers', () => {
    expect(depositMinor({ kind: 'percent', value: 30 }, 300_100)).toBe(90_030);
    expect(depositMinor({ kind: 'percent', value: 10 }, 5)).toBe(1); // 0.5 kobo → 1
    expect(depositMinor({ kind: 'percent', value: 10 }, 4)).toBe(0); // 0.4 kobo → 0
    expect(depositMinor({ kind: 'percent', value: 50 }, 333)).toBe(167); // 166.5 → 167
    expect(depositMinor({ kind: 'percent', value: 100 }, 10_000_000_000_000)).toBe(10_000_000_000_000);
    expect(depositMinor({ kind: 'fixed', value: 10.5 }, 5_000)).toBe(1_050);
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
