import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: string;
}

/** Every `N 0 obj … endobj` of the file; streams are cut by their /Length and inflated when compressed. */
function readObjects(raw: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const start = header.lastIndex;
    const endobj = raw.indexOf('endobj', start);
    const streamAt = raw.indexOf('stream', start);
    if (streamAt === -1 || streamAt > endobj) {
      objects.set(Number(m[1]), { dict: raw.slice(start, endobj) });
      header.lastIndex = endobj + 6;
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    let dataStart = streamAt + 'stream'.length;
    if (raw[dataStart] === '\r') dataStart++;
    if (raw[dataStart] === '\n') dataStart++;
    const bytes = Buffer.from(raw.slice(dataStart, dataStart + length), 'latin1');
    const data = /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes;
    objects.set(Number(m[1]), { dict, stream: data.toString('latin1') });
    header.lastIndex = raw.indexOf('endobj', dataStart + length) + 6;
  }
  return objects;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap as PDFKit writes it (bfrange with arrays or a start value, and bfchar). */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) {
        [...m[3]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((v, i) => map.set(from + i, utf16(v[1]!)));
      } else {
        const base = parseInt(m[3]!.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  return map;
}

/**
 * The text a PDFKit document draws, one line per text object, decoded through each embedded font's
 * ToUnicode map (standard fonts are read as single bytes). Enough to check what a generated PDF says.
 */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf.toString('latin1'));
  const fontMaps = new Map<string, Map<number, string> | null>();
  const contents: string[] = [];
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    for (const m of fonts?.matchAll(/\/(\S+)\s+(\d+) 0 R/g) ?? []) {
      const font = objects.get(Number(m[2]))!;
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      fontMaps.set(m[1]!, toUnicode ? readCmap(objects.get(Number(toUnicode))!.stream!) : null);
    }
    if (/\/Type \/Page\b/.test(dict)) {
      const ref = /\/Contents (\d+) 0 R/.exec(dict)?.[1];
      if (ref) contents.push(objects.get(Number(ref))!.stream!);
    }
  }

  const lines: string[] = [];
  for (const content of contents) {
    let cmap: Map<number, string> | null = null;
    let line = '';
    for (const m of content.matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|\bET\b/gi)) {
      if (m[1]) cmap = fontMaps.get(m[1]) ?? null;
      else if (m[0] === 'ET') {
        lines.push(line);
        line = '';
      } else {
        for (const hex of m[2] ? [...m[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!) : [m[3]!]) {
          line += cmap
            ? (hex.match(/.{4}/g) ?? []).map((code) => cmap!.get(parseInt(code, 16)) ?? '').join('')
            : Buffer.from(hex, 'hex').toString('latin1');
        }
      }
    }
  }
  return lines.join('\n');
}
