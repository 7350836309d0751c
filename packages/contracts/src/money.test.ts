import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  discountPercent,
  fromMinor,
  MAX_MONEY_AMOUNT,
  moneyInput,
  moneyMessages,
  parseDecimalText,
  toMinor,
} from './money.ts';
import { invoiceLineInput } from './invoices.ts';
import { logisticsRate } from './logistics.ts';
import { productCreateBody } from './catalogue/products.ts';
import { serviceCreateBody } from './catalogue/services.ts';
import { debitRequest, escrowRequest, exchangeQuoteRequest, topupRequest } from './wallet/movements.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('money module', () => {
  it('converts major units to integer minor units and back without float drift', () => {
    for (const major of [0, 0.01, 0.07, 0.29, 1.1, 19.99, 1500.5, 123456789.12, 99_999_999_999.99]) {
      const minor = toMinor(major);
      expect(Number.isInteger(minor)).toBe(true);
      expect(fromMinor(minor)).toBe(major);
    }
    expect(toMinor(MAX_MONEY_AMOUNT)).toBeLessThan(Number.MAX_SAFE_INTEGER / 100);
  });

  it('counts decimals as the number is written, exponents included', () => {
    expect([10, 10.5, 10.05, 10.005, 1e-9, 1.5e-7, 0.1 + 0.2, 1e21, -0].map(decimalPlaces)).toEqual([
      0, 1, 2, 3, 9, 8, 17, 0, 0,
    ]);
  });

  it('refuses what is not a small, finite, non-negative amount with at most 2 decimals', () => {
    const price = moneyInput({ label: 'Price' });
    const m = moneyMessages('Price');
    const cases: [unknown, string | undefined][] = [
      [0, undefined],
      [0.07, undefined],
      [19.99, undefined],
      [MAX_MONEY_AMOUNT, undefined],
      [-0, undefined],
      [10.005, m.decimals],
      [1e-9, m.decimals],
      [0.1 + 0.2, m.decimals],
      [-0.01, m.negative],
      [-5, m.negative],
      [MAX_MONEY_AMOUNT + 0.01, m.tooLarge],
      [1e308, m.tooLarge],
      [2 ** 53 + 1, m.tooLarge],
      [Number.NaN, m.notNumber],
      [Number.POSITIVE_INFINITY, m.notNumber],
      ['100', m.notNumber],
      ['NaN', m.notNumber],
      ['0x10', m.notNumber],
      ['１２', m.notNumber],
      ['1e9', m.notNumber],
      [null, m.notNumber],
      [undefined, m.required],
    ];
    const answers = cases.map(([value]) => messageOf(price.safeParse(value)));
    expect(answers).toEqual(cases.map(([, message]) => message));
    expect(m.tooLarge).toBe('Price must be at most 100,000,000,000');
  });

  it('refuses 0 where the amount must be positive, and names the field', () => {
    const amount = moneyInput({ label: 'Amount', positive: true, required: 'Enter an amount' });
    expect(messageOf(amount.safeParse(0))).toBe('Amount must be greater than 0');
    expect(messageOf(amount.safeParse(1e-9))).toBe('Amount can have at most 2 decimal places');
    expect(messageOf(amount.safeParse(undefined))).toBe('Enter an amount');
    expect(amount.safeParse(0.01).success).toBe(true);
  });

  it('applies one rule to every money field of every request', () => {
    const product = { name: 'Dress', category: 'Fashion', units: 1 };
    const fields: [string, (amount: unknown) => { success: boolean }][] = [
      ['product price', (price) => productCreateBody.safeParse({ ...product, price })],
      ['original price', (v) => productCreateBody.safeParse({ ...product, price: 0, original_price: v })],
      [
        'variation option price',
        (price) =>
          productCreateBody.safeParse({
            ...product,
            price: 1,
            variation: [{ name: 'Size', options: [{ value: 'M', price }] }],
          }),
      ],
      ['service price', (price) => serviceCreateBody.safeParse({ name: 'Braids', price })],
      ['invoice line', (price) => invoiceLineInput.safeParse({ name: 'Cake', quantity: 1, price })],
      ['logistics rate', (amount) => logisticsRate.safeParse({ label: 'Lagos', amount })],
      ['top-up', (amount) => topupRequest.safeParse({ amount })],
      ['withdrawal', (amount) => debitRequest.safeParse({ amount, pin: '4826' })],
      ['exchange', (amount) => exchangeQuoteRequest.safeParse({ from: 'NGN', to: 'USD', amount })],
      [
        'escrow',
        (amount) =>
          escrowRequest.safeParse({ action: 'hold', orderId: 'o1', amount, customerEmail: 'b@example.com' }),
      ],
    ];
    const accepted = fields.map(([name, parse]) => [
      name,
      [1, 1e-9, -1, 0.001, 1e12, '5'].map((v) => parse(v).success),
    ]);
    expect(accepted).toEqual(fields.map(([name]) => [name, [true, false, false, false, false, false]]));
  });

  it('reads typed numbers in plain decimal notation only', () => {
    const read = [
      '1500',
      '1,500.50',
      ' 12.5 ',
      '-3',
      '0.001',
      '1e9',
      '0x10',
      'Infinity',
      '１２',
      '1,5',
      '12,00',
      '',
      '.5',
      '5.',
    ];
    expect(read.map(parseDecimalText)).toEqual([
      1500,
      1500.5,
      12.5,
      -3,
      0.001,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('derives the discount from the original price, never from a negative or missing price', () => {
    expect(discountPercent(150_000, 200_000)).toBe(25);
    expect(discountPercent(100, 300)).toBe(67);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(-500, 100)).toBe(0);
    expect(discountPercent(Number.NaN, 100)).toBe(0);
  });
});
