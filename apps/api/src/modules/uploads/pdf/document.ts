import { type IndirectObject, type PdfFile, readPdfFile } from './file-structure.ts';
import { type DecodeBudget, decodeStream, filterChain, PdfEncryptedError } from './filters.ts';
import { type CompressedObject, readObjectStream } from './object-streams.ts';
import { isName, type PdfDict } from './objects.ts';
import { readXrefStream, type XrefStreamEntry } from './xref-streams.ts';

/** Decoded bytes a document's object and cross-reference streams may take together. */
const DECODE_BUDGET = 32 * 1024 * 1024;
/**
 * Tokens a document may have outside its content streams, over every revision and object stream:
 * everyday documents have thousands to a few hundred thousand; a file made of nothing but tokens
 * would otherwise keep the server parsing for seconds.
 */
const TOKEN_BUDGET = 1_000_000;

export interface PdfDocument {
  file: PdfFile;
  /** Every object stream with the objects inside it. */
  objectStreams: { container: IndirectObject; objects: CompressedObject[] }[];
  /** Every cross-reference stream with its entries. */
  xrefStreams: { object: IndirectObject; entries: XrefStreamEntry[] }[];
}

/**
 * A stream readers may take for an object stream: named so, or carrying the /First a reader needs to
 * find its objects (pdf.js does not look at /Type when a cross-reference entry points into a stream).
 */
const isObjectStream = (dict: PdfDict) =>
  isName(dict.entries.get('Type'), 'ObjStm') || dict.entries.has('First');
/** Likewise a cross-reference stream: named so, or carrying the /W a reader needs to read its entries. */
const isXrefStream = (dict: PdfDict) => isName(dict.entries.get('Type'), 'XRef') || dict.entries.has('W');

/**
 * Reads a PDF with everything a reader could take objects from: every revision's objects, every
 * object stream (decoded through its whole filter chain) and every cross-reference stream. Other
 * streams (page contents, fonts, images) hold no objects; their filter chains are checked (known
 * filters only, no Crypt) but their data is not decoded. An encrypted document is refused before
 * anything else, since its strings and streams cannot be read.
 */
export function readDocument(bytes: Buffer): PdfDocument {
  const tokens = { remaining: TOKEN_BUDGET };
  const file = readPdfFile(bytes, tokens);
  const dicts = [
    ...file.tables.map((t) => t.trailer),
    ...file.objects.flatMap((o) => (o.stream ? [o.stream.dict] : [])),
  ];
  if (dicts.some((d) => d.entries.has('Encrypt'))) throw new PdfEncryptedError('the trailer names /Encrypt');
  const budget: DecodeBudget = { remaining: DECODE_BUDGET };
  const document: PdfDocument = { file, objectStreams: [], xrefStreams: [] };
  for (const object of file.objects) {
    if (!object.stream) continue;
    const { dict, start, end } = object.stream;
    filterChain(dict);
    const objectStream = isObjectStream(dict);
    const xrefStream = isXrefStream(dict);
    if (!objectStream && !xrefStream) continue;
    const data = decodeStream(bytes.subarray(start, end), dict, budget);
    if (objectStream)
      document.objectStreams.push({ container: object, objects: readObjectStream(dict, data, tokens) });
    if (xrefStream) document.xrefStreams.push({ object, entries: readXrefStream(dict, data) });
  }
  return document;
}
