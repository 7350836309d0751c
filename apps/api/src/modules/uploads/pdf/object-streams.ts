import { isWhite, Lexer, PdfSyntaxError, type TokenBudget } from './lexer.ts';
import { expectInteger, parseValue, type PdfDict, type PdfValue, requireInteger } from './objects.ts';

/** An object stored inside an object stream (PDF 1.5+): the number it answers to and its value. */
export interface CompressedObject {
  num: number;
  value: PdfValue;
}

/** More objects than this in one object stream is refused (writers put tens or hundreds). */
const MAX_OBJECTS = 100_000;

/**
 * The objects of a decoded object stream (ISO 32000-1 §7.5.7): /N pairs of object number and offset,
 * then the objects from /First. Each object is read at its offset, as readers read it, and must end
 * before the next one starts, with only white-space between: no byte of the stream goes unread.
 */
export function readObjectStream(dict: PdfDict, data: Buffer, budget: TokenBudget): CompressedObject[] {
  const count = requireInteger(dict, 'N');
  const first = requireInteger(dict, 'First');
  if (count > MAX_OBJECTS || first > data.length)
    throw new PdfSyntaxError('an object stream /N or /First out of range');
  const header = new Lexer(data, 0, budget);
  const index: { num: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const num = expectInteger(header.next());
    const offset = expectInteger(header.next());
    if (i > 0 && offset <= index[i - 1]!.offset)
      throw new PdfSyntaxError('object stream offsets out of order');
    index.push({ num, offset });
  }
  if (header.pos > first) throw new PdfSyntaxError('an object stream header that runs past /First');
  const objects: CompressedObject[] = [];
  for (let i = 0; i < count; i++) {
    const lexer = new Lexer(data, first + index[i]!.offset, budget);
    const value = parseValue(lexer);
    const limit = i + 1 < count ? first + index[i + 1]!.offset : data.length;
    if (lexer.pos > limit)
      throw new PdfSyntaxError(`object ${index[i]!.num} overlaps the next in its object stream`);
    for (let at = lexer.pos; at < limit; at++) {
      if (!isWhite(data[at])) throw new PdfSyntaxError(`bytes between objects of an object stream`);
    }
    objects.push({ num: index[i]!.num, value });
  }
  return objects;
}
