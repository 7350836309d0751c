import { describe, expect, it } from 'vitest';
import {
  currencyDisplay,
  formatAmount,
  formatCompactMoney,
  formatMoney,
  truncate,
  truncateCategoryTitle,
  truncateProductName,
  truncateSku,
} from './format';

describe('formatAmount', () => {
  it('always shows 2 decimals with US grouping', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
  });

  it('rounds to at most 2 decimals', () => {
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(99.999)).toBe('100.00');
    expect(formatAmount(0.123456)).toBe('0.12');
  });

  it('accepts numeric strings, with or without grouping', () => {
    expect(formatAmount('2500')).toBe('2,500.00');
    expect(formatAmount('1,000.4')).toBe('1,000.40');
  });

  it('shows 0.00 for missing or non-numeric values', () => {
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatAmount(-1500)).toBe('-1,500.00');
  });
});

describe('currencyDisplay', () => {
  it('names NGN, GBP and EUR', () => {
    expect(currencyDisplay('NGN')).toEqual({ code: 'NGN', symbol: '₦', name: 'Nigeria Naria' });
    expect(currencyDisplay('GBP')).toEqual({ code: 'GBP', symbol: '£', name: 'British Pound' });
    expect(currencyDisplay('EUR')).toEqual({ code: 'EUR', symbol: '€', name: 'Euro' });
  });

  it('falls back to £ with no name for any other code', () => {
    expect(currencyDisplay('USD')).toEqual({ code: 'USD', symbol: '£', name: '' });
    expect(currencyDisplay('XYZ')).toEqual({ code: 'XYZ', symbol: '£', name: '' });
  });

  it('defaults to NGN when no code is given', () => {
    expect(currencyDisplay()).toEqual({ code: 'NGN', symbol: '₦', name: 'Nigeria Naria' });
    expect(currencyDisplay(null).symbol).toBe('₦');
    expect(currencyDisplay('  ').symbol).toBe('₦');
  });

  it('is case-insensitive', () => {
    expect(currencyDisplay('eur').symbol).toBe('€');
  });

  it('formats money as symbol + amount', () => {
    expect(formatMoney(1500)).toBe('₦1,500.00');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
  });
});

describe('truncate', () => {
  it('keeps text at or under the limit', () => {
    expect(truncate('Ankara dress', 12)).toBe('Ankara dress');
    expect(truncate('', 12)).toBe('');
    expect(truncate(null, 12)).toBe('');
  });

  it('cuts longer text and adds ...', () => {
    expect(truncate('Ankara dress (blue)', 12)).toBe('Ankara dress...');
  });

  it('truncates product names and category titles at 12, SKUs at 6', () => {
    expect(truncateProductName('Handwoven basket')).toBe('Handwoven ba...');
    expect(truncateProductName('Short name')).toBe('Short name');
    expect(truncateCategoryTitle('Home & Kitchen appliances')).toBe('Home & Kitch...');
    expect(truncateSku('SKU-123456')).toBe('SKU-12...');
    expect(truncateSku('AB1234')).toBe('AB1234');
  });
});

describe('formatCompactMoney', () => {
  it.each([
    [2_200_000, '₦2.2M'],
    [850_000, '₦850K'],
    [1_500_000_000, '₦1.5B'],
    [21_880, '₦21.9K'],
    [950, '₦950'],
    [2.5, '₦2.5'],
    [0, '₦0'],
    [-4_000, '-₦4K'],
    [Number.NaN, '₦0'],
  ])('%d → %s', (value, label) => {
    expect(formatCompactMoney(value)).toBe(label);
  });

  it('uses the currency symbol', () => {
    expect(formatCompactMoney(12_000, 'GBP')).toBe('£12K');
  });
});
