import { PdfSyntaxError } from './lexer.ts';
import { integer, type PdfDict, requireInteger } from './objects.ts';

/** One entry of a cross-reference stream: type 1 is (offset, generation), type 2 (object stream, index). */
export interface XrefStreamEntry {
  num: number;
  type: number;
  field2: number;
  field3: number;
}

const readField = (data: Buffer, at: number, width: number) => {
  let value = 0;
  for (let i = 0; i < width; i++) value = value * 256 + data[at + i]!;
  return value;
};

/** The entries of a decoded cross-reference stream (ISO 32000-1 §7.5.8): /W field widths over /Index ranges. */
export function readXrefStream(dict: PdfDict, data: Buffer): XrefStreamEntry[] {
  const w = dict.entries.get('W');
  const widths = Array.isArray(w) ? w.map(integer) : [];
  if (widths.length !== 3 || widths.some((x) => x === undefined || x > 8)) {
    throw new PdfSyntaxError('a cross-reference stream /W that is not three small integers');
  }
  const [w1, w2, w3] = widths as [number, number, number];
  const entrySize = w1 + w2 + w3;
  if (entrySize === 0) throw new PdfSyntaxError('a cross-reference stream with empty entries');
  const size = requireInteger(dict, 'Size');
  const index = dict.entries.get('Index') ?? [0, size];
  const ranges = Array.isArray(index) ? index.map(integer) : [];
  if (ranges.length % 2 !== 0 || ranges.some((x) => x === undefined)) {
    throw new PdfSyntaxError('a cross-reference stream /Index that is not pairs of integers');
  }
  const entries: XrefStreamEntry[] = [];
  let at = 0;
  for (let r = 0; r < ranges.length; r += 2) {
    const start = ranges[r]!;
    const count = ranges[r + 1]!;
    if (at + count * entrySize > data.length)
      throw new PdfSyntaxError('a cross-reference stream shorter than its /Index');
    for (let i = 0; i < count; i++, at += entrySize) {
      entries.push({
        num: start + i,
        // A type field of width 0 means every entry is type 1.
        type: w1 === 0 ? 1 : readField(data, at, w1),
        field2: readField(data, at + w1, w2),
        field3: readField(data, at + w1 + w2, w3),
      });
    }
  }
  return entries;
}
