import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/lib/page-window.ts';

describe('pageWindow', () => {
  it('reads the newer half from the newest end and the older half from the oldest end', () => {
    expect(pageWindow(100_000, 0, 10)).toEqual({ offset: 0, limit: 10, fromOldest: false });
    expect(pageWindow(100_000, 49_990, 10)).toEqual({ offset: 49_990, limit: 10, fromOldest: false });
    expect(pageWindow(100_000, 50_000, 10)).toEqual({ offset: 49_990, limit: 10, fromOldest: true });
    expect(pageWindow(100_000, 99_990, 10)).toEqual({ offset: 0, limit: 10, fromOldest: true });
  });

  it('keeps a short last page short and a page past the end empty', () => {
    expect(pageWindow(1008, 1001, 7)).toEqual({ offset: 0, limit: 7, fromOldest: true });
    expect(pageWindow(1008, 1007, 7)).toEqual({ offset: 0, limit: 1, fromOldest: true });
    expect(pageWindow(1008, 2000, 7)).toEqual({ offset: 0, limit: 0, fromOldest: true });
  });

  it('always reads from the newest end when the total is not exact', () => {
    expect(pageWindow(null, 99_990, 10)).toEqual({ offset: 99_990, limit: 10, fromOldest: false });
  });
});
