import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.tsx')) yield full;
  }
}

/**
 * A grid whose columns are set only from a breakpoint up (`lg:grid-cols-2`) has one `auto` column below
 * it: the column grows to its widest content (a long file name, a row of slots), and a phone's page
 * scrolls sideways. Every such grid names its phone column too (`grid-cols-1`: minmax(0, 1fr)).
 */
describe('grids on a phone', () => {
  it('name their columns below the breakpoint where they are set', () => {
    const offenders: string[] = [];
    for (const file of sources(src)) {
      for (const [, classes] of readFileSync(file, 'utf8').matchAll(/["'`]([^"'`\n]*)["'`]/g)) {
        const tokens = classes!.split(/\s+/);
        if (
          tokens.includes('grid') &&
          tokens.some((t) => /^(sm|md|lg|xl):grid-cols-/.test(t)) &&
          !tokens.some((t) => /^grid-cols-/.test(t))
        )
          offenders.push(`${path.relative(src, file)}: "${classes}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
