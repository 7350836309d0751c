import { deflateSync } from 'node:zlib';

/** One piece of a PDF body: an object, a stream object, or bytes written as they are. */
export type Part =
  | { num: number; body: string }
  | { num: number; dict: string; data: Buffer; length?: string }
  | { raw: Buffer };

export const obj = (num: number, body: string): Part => ({ num, body });
/** A stream object; `/Length` is added (or `length` written in its place, e.g. an indirect `9 0 R`). */
export const stream = (num: number, dict: string, data: Buffer | string, length?: string): Part => ({
  num,
  dict,
  data: typeof data === 'string' ? Buffer.from(data, 'latin1') : data,
  length,
});
export const raw = (bytes: Buffer | string): Part => ({
  raw: typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes,
});

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function partBytes(part: Part): Buffer {
  if ('raw' in part) return part.raw;
  if ('body' in part) return latin1(`${part.num} 0 obj\n${part.body}\nendobj\n`);
  const length = part.length ?? String(part.data.length);
  return Buffer.concat([
    latin1(`${part.num} 0 obj\n<< ${part.dict} /Length ${length} >>\nstream\n`),
    part.data,
    latin1('\nendstream\nendobj\n'),
  ]);
}

/** Writes parts after `head`, recording where each numbered object starts. */
function writeParts(head: Buffer, parts: Part[]) {
  const chunks = [head];
  let at = head.length;
  const offsets = new Map<number, number>();
  for (const part of parts) {
    if ('num' in part) offsets.set(part.num, at);
    const bytes = partBytes(part);
    chunks.push(bytes);
    at += bytes.length;
  }
  return { bytes: Buffer.concat(chunks), offsets };
}

function xrefTable(offsets: Map<number, number>, withFree: boolean): string {
  const nums = [...offsets.keys()].sort((a, b) => a - b);
  let text = 'xref\n';
  if (withFree) text += '0 1\n0000000000 65535 f \n';
  for (const num of nums) text += `${num} 1\n${String(offsets.get(num)).padStart(10, '0')} 00000 n \n`;
  return text;
}

export const BASE_OBJECTS = [
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>'),
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
  obj(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
];

/** A complete PDF: header, parts, a cross-reference table over them, the trailer and startxref. */
export function buildPdf(parts: Part[], trailer = '/Root 1 0 R', version = '1.7'): Buffer {
  const { bytes, offsets } = writeParts(latin1(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`), parts);
  const size = Math.max(0, ...offsets.keys()) + 1;
  const tail = `${xrefTable(offsets, true)}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${bytes.length}\n%%EOF\n`;
  return Buffer.concat([bytes, latin1(tail)]);
}

const lastStartxref = (pdf: Buffer) =>
  Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.toString('latin1'))![1]);

/** An incremental update: `parts` appended after `base` with their own cross-reference section. */
export function appendUpdate(base: Buffer, parts: Part[], trailer = '/Root 1 0 R'): Buffer {
  const { bytes, offsets } = writeParts(base, parts);
  const extra = `/Size ${Math.max(0, ...offsets.keys()) + 1} /Prev ${lastStartxref(base)}`;
  const tail = `${xrefTable(offsets, false)}trailer\n<< ${extra} ${trailer} >>\nstartxref\n${bytes.length}\n%%EOF\n`;
  return Buffer.concat([bytes, latin1(tail)]);
}

/** The data and dictionary entries of an object stream holding `members` (object number, object text). */
export function objectStreamData(members: [number, string][]) {
  let header = '';
  let body = '';
  for (const [num, text] of members) {
    header += `${num} ${body.length} `;
    body += `${text}\n`;
  }
  return { data: latin1(header + body), entries: `/N ${members.length} /First ${header.length}` };
}

/** PNG "Up" prediction of fixed-width rows, as writers apply it to cross-reference streams (/Predictor 12). */
export function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0; at < data.length; at += columns) {
    const row = data.subarray(at, at + columns);
    const previous = at > 0 ? data.subarray(at - columns, at) : Buffer.alloc(columns);
    rows.push(Buffer.from([2]), Buffer.from(row.map((b, i) => (b - previous[i]! + 256) & 0xff)));
  }
  return Buffer.concat(rows);
}

export interface CompressedSpec {
  /** The object stream's own number. */
  num: number;
  members: [number, string][];
  /** Its dictionary, before /N /First /Length; its data is encoded by `encode`. */
  dict?: string;
  encode?: (data: Buffer) => Buffer;
}

/**
 * A PDF 1.5 file whose cross-references are a Flate-compressed stream (W [1 4 2], /Predictor 12 as
 * writers use it) and whose objects may sit in object streams; with `base`, an incremental update.
 */
export function buildXrefStreamPdf(
  parts: Part[],
  compressed: CompressedSpec[],
  opts: { trailer?: string; base?: Buffer; xrefDict?: string } = {},
): Buffer {
  const streams = compressed.map((spec) => {
    const { data, entries } = objectStreamData(spec.members);
    const encoded = spec.encode ? spec.encode(data) : deflateSync(data);
    return stream(spec.num, `${spec.dict ?? '/Type /ObjStm /Filter /FlateDecode'} ${entries}`, encoded);
  });
  const head = opts.base ?? latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const { bytes, offsets } = writeParts(head, [...parts, ...streams]);
  const xrefNum = Math.max(0, ...offsets.keys(), ...compressed.flatMap((c) => c.members.map(([n]) => n))) + 1;
  const rows = new Map<number, Buffer>();
  const row = (type: number, a: number, b: number) => {
    const r = Buffer.alloc(7);
    r.writeUInt8(type, 0);
    r.writeUInt32BE(a, 1);
    r.writeUInt16BE(b, 5);
    return r;
  };
  for (const [num, offset] of offsets) rows.set(num, row(1, offset, 0));
  for (const spec of compressed) spec.members.forEach(([num], i) => rows.set(num, row(2, spec.num, i)));
  rows.set(xrefNum, row(1, bytes.length, 0));
  const nums = [...rows.keys()].sort((a, b) => a - b);
  const data = deflateSync(pngUp(Buffer.concat(nums.map((n) => rows.get(n)!)), 7));
  const prev = opts.base ? ` /Prev ${lastStartxref(opts.base)}` : '';
  const dict =
    `/Type /XRef /Size ${xrefNum + 1} /Index [${nums.map((n) => `${n} 1`).join(' ')}] /W [1 4 2] ` +
    `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >> ${opts.trailer ?? '/Root 1 0 R'}${prev} ${opts.xrefDict ?? ''}`;
  const xref = partBytes(stream(xrefNum, dict, data));
  return Buffer.concat([bytes, xref, latin1(`startxref\n${bytes.length}\n%%EOF\n`)]);
}
