import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it("builds '?key=value&key=value' in insertion order", () => {
    expect(queryString({ page: 2, limit: 10, status: 'ACTIVE' })).toBe('?page=2&limit=10&status=ACTIVE');
  });

  it('drops null and undefined values', () => {
    expect(queryString({ page: 1, name: null, sku: undefined })).toBe('?page=1');
  });

  it('drops empty and whitespace-only strings', () => {
    expect(queryString({ name: '', search: '   ', tab: '\t\n', page: 3 })).toBe('?page=3');
  });

  it('drops empty objects and arrays', () => {
    expect(queryString({ filters: {}, ids: [], page: 1 })).toBe('?page=1');
  });

  it("returns '' when nothing is left", () => {
    expect(queryString({ a: null, b: '', c: {} })).toBe('');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('keeps falsy values that carry meaning: 0 and false', () => {
    expect(queryString({ page: 0, paid: false })).toBe('?page=0&paid=false');
  });

  it('encodes keys and values', () => {
    expect(queryString({ name: 'Ankara & lace', bookedDate: '2025-03-05' })).toBe(
      '?name=Ankara%20%26%20lace&bookedDate=2025-03-05',
    );
  });

  it('joins arrays with commas and sends other objects as JSON', () => {
    expect(queryString({ ids: ['a', 'b'] })).toBe('?ids=a%2Cb');
    expect(queryString({ range: { from: 1 } })).toBe(`?range=${encodeURIComponent('{"from":1}')}`);
  });
});
