import type { SearchHit } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { grouped, paletteItems, pathActions, screens } from './palette-items';

const hit = (kind: SearchHit['kind'], id: string): SearchHit => ({
  kind,
  id,
  title: id,
  subtitle: '',
  path: `/${id}`,
});

describe('paletteItems', () => {
  it('lists the recent items, screens and actions when nothing is typed', () => {
    const items = paletteItems(
      ' ',
      [...screens, ...pathActions],
      [hit('order', 'r1')],
      [hit('product', 'x')],
    );
    expect(grouped(items).map((g) => g.group)).toEqual(['Recent', 'Go to', 'Actions']);
  });

  it('keeps the commands whose name holds the text, then the hits grouped by kind', () => {
    const items = paletteItems(
      'invoice',
      [...screens, ...pathActions],
      [],
      [hit('product', 'p'), hit('invoice', 'i')],
    );
    expect(grouped(items).map((g) => [g.group, g.items.map((item) => item.label)])).toEqual([
      ['Go to', ['Invoices']],
      ['Actions', ['New invoice']],
      ['Products', ['p']],
      ['Invoices', ['i']],
    ]);
  });
});
