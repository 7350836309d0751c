import { groupBy } from './group.ts';
import { describe, isWhite, Lexer, PdfSyntaxError, type Token, type TokenBudget } from './lexer.ts';
import {
  expectInteger,
  integer,
  isDict,
  isRef,
  parseValue,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from './objects.ts';

export interface StreamData {
  dict: PdfDict;
  start: number;
  end: number;
}
export interface IndirectObject {
  num: number;
  gen: number;
  /** Where `N G obj` starts: what a cross-reference entry points to. */
  offset: number;
  value: PdfValue;
  stream?: StreamData;
}
export interface XrefTable {
  /** Where the `xref` keyword starts. */
  offset: number;
  /** The entries in use (`n`); free ones (`f`) point nowhere. */
  entries: { num: number; offset: number; gen: number }[];
  trailer: PdfDict;
  trailerOffset: number;
}
export interface PdfFile {
  bytes: Buffer;
  objects: IndirectObject[];
  tables: XrefTable[];
  startxrefs: { value: number; offset: number }[];
  /** Whether a comment held HTML markup. */
  markup: boolean;
}

const HEADER = /^%PDF-[12]\.\d/;
const keyword = (token: Token, value: string) => token.type === 'keyword' && token.value === value;

/** A stream whose /Length is an indirect object, resolved once every object has been read. */
interface PendingLength {
  stream: StreamData;
  ref: PdfRef;
  /** Where `endstream` was found: the data ends there, less one end-of-line. */
  limit: number;
}

/**
 * Reads a whole PDF from its first byte to its last, every revision of it (incremental updates
 * append objects, a cross-reference section and a trailer): objects with their stream data, `xref`
 * tables with their trailers and `startxref` pointers. Anything else (leading garbage, HTML appended
 * after `%%EOF`, a stream whose /Length does not end at `endstream`) is a syntax error.
 */
export function readPdfFile(bytes: Buffer, budget: TokenBudget): PdfFile {
  if (!HEADER.test(bytes.toString('latin1', 0, 8))) throw new PdfSyntaxError('no %PDF- header at byte 0');
  const lexer = new Lexer(bytes, 0, budget);
  const file: PdfFile = { bytes, objects: [], tables: [], startxrefs: [], markup: false };
  const pending: PendingLength[] = [];
  for (let token = lexer.next(); token.type !== 'eof'; token = lexer.next()) {
    if (token.type === 'number' && token.integer) file.objects.push(readObject(lexer, token, pending));
    else if (keyword(token, 'xref')) file.tables.push(readXrefTable(lexer, token.start));
    else if (keyword(token, 'startxref')) {
      file.startxrefs.push({ value: expectInteger(lexer.next()), offset: token.start });
    } else throw new PdfSyntaxError(`unexpected ${describe(token)} at byte ${token.start}`);
  }
  file.markup = lexer.markup;
  const byRef = groupBy(file.objects, (o) => `${o.num} ${o.gen}`);
  for (const length of pending) resolveLength(file, byRef, length);
  return file;
}

function readObject(lexer: Lexer, first: Token, pending: PendingLength[]): IndirectObject {
  const num = expectInteger(first);
  const gen = expectInteger(lexer.next());
  const obj = lexer.next();
  if (!keyword(obj, 'obj'))
    throw new PdfSyntaxError(`expected 'obj', found ${describe(obj)} at byte ${obj.start}`);
  const value = parseValue(lexer);
  const object: IndirectObject = { num, gen, offset: first.start, value };
  let end = lexer.next();
  if (keyword(end, 'stream')) {
    if (!isDict(value)) throw new PdfSyntaxError(`a stream without a dictionary in object ${num}`);
    object.stream = readStream(lexer, value, end.start + 'stream'.length, pending);
    end = lexer.next();
  }
  if (!keyword(end, 'endobj')) {
    throw new PdfSyntaxError(`object ${num} ends with ${describe(end)} at byte ${end.start}, not endobj`);
  }
  return object;
}

function readStream(lexer: Lexer, dict: PdfDict, afterKeyword: number, pending: PendingLength[]): StreamData {
  const { bytes } = lexer;
  let start = afterKeyword;
  if (bytes[start] === 13) start++;
  if (bytes[start] === 10) start++;
  if (start === afterKeyword)
    throw new PdfSyntaxError(`'stream' not followed by an end of line at byte ${start}`);
  const length = dict.entries.get('Length');
  const direct = integer(length);
  const stream: StreamData = { dict, start, end: start };
  if (direct !== undefined) {
    stream.end = start + direct;
    if (stream.end > bytes.length) throw new PdfSyntaxError(`a stream /Length past the end of the file`);
    lexer.pos = stream.end;
  } else if (isRef(length)) {
    const limit = bytes.indexOf('endstream', start, 'latin1');
    if (limit < 0) throw new PdfSyntaxError(`a stream without endstream from byte ${start}`);
    pending.push({ stream, ref: length, limit });
    lexer.pos = limit;
  } else throw new PdfSyntaxError(`a stream without a valid /Length at byte ${start}`);
  const end = lexer.next();
  if (!keyword(end, 'endstream')) {
    throw new PdfSyntaxError(`a stream's /Length ends at ${describe(end)}, byte ${end.start}, not endstream`);
  }
  return stream;
}

/** An indirect /Length must be a top-level integer object that ends the data right at `endstream`. */
function resolveLength(
  file: PdfFile,
  byRef: Map<string, IndirectObject[]>,
  { stream, ref, limit }: PendingLength,
) {
  const values = (byRef.get(`${ref.num} ${ref.gen}`) ?? []).map((o) => o.value);
  const length = values.length === 1 ? integer(values[0]) : undefined;
  if (length === undefined)
    throw new PdfSyntaxError(`a stream /Length ${ref.num} ${ref.gen} R that is not one integer`);
  stream.end = stream.start + length;
  if (stream.end > limit) throw new PdfSyntaxError(`a stream /Length that runs past endstream`);
  for (let i = stream.end; i < limit; i++) {
    if (!isWhite(file.bytes[i])) throw new PdfSyntaxError(`a stream /Length that ends before endstream`);
  }
}

function readXrefTable(lexer: Lexer, offset: number): XrefTable {
  const entries: XrefTable['entries'] = [];
  let token = lexer.next();
  for (; !keyword(token, 'trailer'); token = lexer.next()) {
    const first = expectInteger(token);
    const count = expectInteger(lexer.next());
    for (let i = 0; i < count; i++) {
      const at = expectInteger(lexer.next());
      const gen = expectInteger(lexer.next());
      const kind = lexer.next();
      if (keyword(kind, 'n')) entries.push({ num: first + i, offset: at, gen });
      else if (!keyword(kind, 'f'))
        throw new PdfSyntaxError(`a cross-reference entry of kind ${describe(kind)}`);
    }
  }
  const trailer = parseValue(lexer);
  if (!isDict(trailer)) throw new PdfSyntaxError(`a trailer that is not a dictionary at byte ${token.start}`);
  return { offset, entries, trailer, trailerOffset: token.start };
}
