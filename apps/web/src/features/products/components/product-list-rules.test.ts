import { describe, expect, it } from 'vitest';
import { filterByStatus, serverStatusFilter } from '@/components/catalogue/catalogue-tabs';
import { isInStock, toggleDecision } from './product-list-rules';

const items = [
  { id: 'a', status: 'ACTIVE' },
  { id: 'b', status: 'INACTIVE' },
  { id: 'c', status: 'ACTIVE' },
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('the product list rules (SPEC §2, §4)', () => {
  it("filters locally by status: 'all' shows everything, any other option the upper-cased status", () => {
    expect(ids(filterByStatus(items, 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterByStatus(items, 'active'))).toEqual(['a', 'c']);
    expect(ids(filterByStatus(items, 'inactive'))).toEqual(['b']);
    expect(ids(filterByStatus(items, 'Inactive'))).toEqual(['b']);
    expect(ids(filterByStatus(items, 'draft'))).toEqual([]);
  });

  it('sends an empty server-side status for all, else the upper-case tab name', () => {
    expect(serverStatusFilter('all')).toBe('');
    expect(serverStatusFilter('active')).toBe('ACTIVE');
    expect(serverStatusFilter('inactive')).toBe('INACTIVE');
  });

  it('is in stock when units is above 0', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(-1)).toBe(false);
  });

  it('switches the one product when nothing is selected', () => {
    expect(toggleDecision({ id: 'a', status: 'ACTIVE' }, [])).toEqual({
      kind: 'publish',
      productId: ['a'],
      status: 'INACTIVE',
    });
    expect(toggleDecision({ id: 'b', status: 'INACTIVE' }, [])).toEqual({
      kind: 'publish',
      productId: ['b'],
      status: 'ACTIVE',
    });
  });

  it("a selected row's toggle switches every selected product to that row's new status", () => {
    expect(toggleDecision({ id: 'b', status: 'INACTIVE' }, ['a', 'b'])).toEqual({
      kind: 'publish',
      productId: ['a', 'b'],
      status: 'ACTIVE',
    });
  });

  it("refuses an unselected row's toggle while rows are selected, with SPEC §2's message", () => {
    expect(toggleDecision({ id: 'c', status: 'ACTIVE' }, ['a'])).toEqual({
      kind: 'blocked',
      message: 'Please only click on the toggle beside a selected item.',
    });
  });
});
