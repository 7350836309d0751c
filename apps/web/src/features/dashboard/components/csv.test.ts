import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it.each([
    [[['a', 'b']], 'a,b'],
    [[['Sales', 9000.5, '100%']], 'Sales,9000.5,100%'],
    [[['Tote, large', 2]], '"Tote, large",2'],
    [[['Say "hi"']], '"Say ""hi"""'],
    [[['line\nbreak']], '"line\nbreak"'],
    [[['a'], [], ['b']], 'a\r\n\r\nb'],
  ])('%j → %j', (rows, csv) => {
    expect(toCsv(rows)).toBe(csv);
  });
});
