import type { PdfDocument } from './document.ts';
import { groupBy } from './group.ts';
import { isWhite, PdfSyntaxError } from './lexer.ts';
import { integer, isRef, type PdfDict } from './objects.ts';

const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;

/**
 * Where `N G obj` would start if the bytes just before `at` read `digits white digits white`; a
 * reader rebuilding a damaged file's cross-references finds objects by exactly this pattern.
 */
function headerBefore(bytes: Buffer, at: number): number | undefined {
  let i = at - 1;
  for (let part = 0; part < 2; part++) {
    const spaceEnd = i;
    while (i >= 0 && isWhite(bytes[i])) i--;
    if (i === spaceEnd) return undefined;
    const digitsEnd = i;
    while (i >= 0 && isDigit(bytes[i])) i--;
    if (i === digitsEnd) return undefined;
  }
  return i + 1;
}

/**
 * Nothing is hidden from the judge: every `N G obj` and `trailer` anywhere in the bytes (inside
 * streams, strings and comments too) is one that was read, and the last `startxref` in the bytes is
 * the last one read. A reader that gives up on the cross-references and scans the file therefore
 * finds no object the judge has not seen.
 */
export function checkNothingHidden({ file }: PdfDocument) {
  const { bytes } = file;
  const headers = new Set(file.objects.map((o) => o.offset));
  for (let at = bytes.indexOf('obj', 0, 'latin1'); at >= 0; at = bytes.indexOf('obj', at + 3, 'latin1')) {
    const start = headerBefore(bytes, at);
    if (start !== undefined && !headers.has(start)) {
      throw new PdfSyntaxError(`an object header at byte ${start} outside the document's objects`);
    }
  }
  const trailers = new Set(file.tables.map((t) => t.trailerOffset));
  for (
    let at = bytes.indexOf('trailer', 0, 'latin1');
    at >= 0;
    at = bytes.indexOf('trailer', at + 7, 'latin1')
  ) {
    if (!trailers.has(at))
      throw new PdfSyntaxError(`a 'trailer' at byte ${at} outside the document's structure`);
  }
  const last = file.startxrefs.at(-1);
  if (!last || bytes.lastIndexOf('startxref', undefined, 'latin1') !== last.offset) {
    throw new PdfSyntaxError('the last startxref of the file is not where the structure ends');
  }
}

interface Section {
  prev: number | undefined;
  xrefStm: number | undefined;
  trailer: PdfDict;
}

const optionalOffset = (dict: PdfDict, key: string) => {
  const value = dict.entries.get(key);
  if (value === undefined) return undefined;
  const n = integer(value);
  if (n === undefined) throw new PdfSyntaxError(`a /${key} that is not an offset`);
  return n;
};

/**
 * Every cross-reference entry in use points exactly at the object it names (an `xref` table entry or
 * a type 1 stream entry at `N G obj`, a type 2 entry at that object inside that object stream); the
 * last `startxref` and every /Prev and /XRefStm reach a cross-reference section that was read, and
 * the newest trailer's /Root is an object of the file.
 */
export function checkCrossReferences({ file, objectStreams, xrefStreams }: PdfDocument) {
  const byOffset = new Map(file.objects.map((o) => [o.offset, o]));
  const pointsAt = (num: number, gen: number, offset: number) => {
    const object = byOffset.get(offset);
    if (!object || object.num !== num || object.gen !== gen) {
      throw new PdfSyntaxError(
        `the cross-reference entry of object ${num} points to byte ${offset}, not to it`,
      );
    }
  };
  for (const table of file.tables) for (const e of table.entries) pointsAt(e.num, e.gen, e.offset);
  const containers = groupBy(objectStreams, (s) => s.container.num);
  for (const { entries } of xrefStreams) {
    for (const e of entries) {
      if (e.type === 1) pointsAt(e.num, e.field3, e.field2);
      if (e.type !== 2) continue;
      const found = (containers.get(e.field2) ?? []).some((s) => s.objects[e.field3]?.num === e.num);
      if (!found)
        throw new PdfSyntaxError(`object ${e.num} is not at index ${e.field3} of object stream ${e.field2}`);
    }
  }
  const sections = new Map<number, Section>();
  for (const t of file.tables) {
    sections.set(t.offset, {
      prev: optionalOffset(t.trailer, 'Prev'),
      xrefStm: optionalOffset(t.trailer, 'XRefStm'),
      trailer: t.trailer,
    });
  }
  for (const { object } of xrefStreams) {
    const dict = object.stream!.dict;
    sections.set(object.offset, { prev: optionalOffset(dict, 'Prev'), xrefStm: undefined, trailer: dict });
  }
  const hasObject = (num: number) =>
    file.objects.some((o) => o.num === num) ||
    objectStreams.some((s) => s.objects.some((o) => o.num === num));
  let at: number | undefined = file.startxrefs.at(-1)?.value;
  const root = sections.get(at ?? -1)?.trailer.entries.get('Root');
  if (!isRef(root) || !hasObject(root.num)) {
    throw new PdfSyntaxError('startxref does not lead to a trailer with the /Root of the document');
  }
  const seen = new Set<number>();
  while (at !== undefined) {
    const section = sections.get(at);
    if (!section || seen.has(at))
      throw new PdfSyntaxError(`a cross-reference chain that breaks at byte ${at}`);
    seen.add(at);
    const { xrefStm } = section;
    if (xrefStm !== undefined && !xrefStreams.some((s) => s.object.offset === xrefStm)) {
      throw new PdfSyntaxError(`an /XRefStm that points to byte ${xrefStm}, not to a cross-reference stream`);
    }
    at = section.prev;
  }
}
