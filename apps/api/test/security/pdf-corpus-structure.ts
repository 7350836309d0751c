import { deflateSync } from 'node:zlib';
import { ascii85Encode, asciiHexEncode, lzwEncode } from './pdf-encoders.ts';
import {
  clean,
  compressedWith,
  JS_ACTION,
  PAGE,
  PAGES,
  pointEntryAt,
  type Refusal,
  withCatalog,
} from './pdf-corpus-parts.ts';
import {
  appendUpdate,
  BASE_OBJECTS,
  buildPdf,
  buildXrefStreamPdf,
  obj,
  objectStreamData,
  raw,
  stream,
} from './pdf-writer.ts';

/**
 * Active content hidden by the file's structure (object streams under filter chains, incremental
 * updates), encryption, and files a reader would repair in its own way (garbage around the document,
 * objects inside streams and strings, lengths and cross-references that do not match).
 */
export function structuralEvasions(): [string, Buffer, Refusal][] {
  const hidden = objectStreamData([[4, `<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A ${JS_ACTION} >>`]]);
  const innerHtml = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  return [
    [
      '/Type /Obj#53tm object stream behind an xref table',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(3, '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>'),
        stream(5, `/Type /Obj#53tm /Filter /FlateDecode ${hidden.entries}`, deflateSync(hidden.data)),
      ]),
      'active',
    ],
    [
      'object stream with no /Type, found through the xref stream',
      compressedWith('/Filter /FlateDecode', deflateSync),
      'active',
    ],
    [
      'object stream under [/ASCIIHexDecode /FlateDecode]',
      compressedWith('/Filter [/ASCIIHexDecode /FlateDecode]', (d) => asciiHexEncode(deflateSync(d))),
      'active',
    ],
    [
      'object stream under ASCII85 wrapping Flate',
      compressedWith('/Type /ObjStm /Filter [/ASCII85Decode /FlateDecode]', (d) =>
        ascii85Encode(deflateSync(d)),
      ),
      'active',
    ],
    ['LZW-compressed object stream', compressedWith('/Type /ObjStm /Filter /LZWDecode', lzwEncode), 'active'],
    [
      'Flate object stream wrapped in hex twice',
      compressedWith('/Type /ObjStm /Filter [/ASCIIHexDecode /ASCIIHexDecode /FlateDecode]', (d) =>
        asciiHexEncode(asciiHexEncode(deflateSync(d))),
      ),
      'active',
    ],
    [
      'objects spread over two object streams',
      buildXrefStreamPdf(
        [PAGES, PAGE],
        [
          { num: 5, members: [[1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>']] },
          {
            num: 6,
            members: [[4, JS_ACTION]],
            dict: '/Type /ObjStm /Filter [/ASCII85Decode /FlateDecode]',
            encode: (d) => ascii85Encode(deflateSync(d)),
          },
        ],
      ),
      'active',
    ],
    [
      'incremental update adding /OpenAction',
      appendUpdate(clean(), [
        obj(1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'),
        obj(4, JS_ACTION),
      ]),
      'active',
    ],
    [
      'incremental update in an object stream adding /AA',
      buildXrefStreamPdf(
        [],
        [
          {
            num: 6,
            members: [
              [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O 4 0 R >> >>'],
              [4, JS_ACTION],
            ],
          },
        ],
        { base: clean() },
      ),
      'active',
    ],
    [
      'encrypted (trailer /Encrypt)',
      buildPdf(
        [...BASE_OBJECTS, obj(4, '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>')],
        '/Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>]',
      ),
      'encrypted',
    ],
    [
      'encrypted (xref stream /Encrypt)',
      buildXrefStreamPdf(
        [...BASE_OBJECTS, obj(4, '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>')],
        [],
        { xrefDict: '/Encrypt 4 0 R /ID [<01> <01>]' },
      ),
      'encrypted',
    ],
    [
      'a stream under the Crypt filter',
      buildPdf([...BASE_OBJECTS, stream(4, '/Filter /Crypt', 'x')]),
      'encrypted',
    ],
    ['PDF after leading garbage', Buffer.concat([Buffer.from('GARBAGE\n'), clean()]), 'unreadable'],
    ['PDF with HTML appended', Buffer.concat([clean(), innerHtml]), 'unreadable'],
    [
      'unknown filter on a stream',
      buildPdf([...BASE_OBJECTS, stream(4, '/Filter /ROT13Decode', 'x')]),
      'unreadable',
    ],
    [
      'a repeated /Filter key',
      compressedWith('/Filter /FlateDecode /Filter /ASCIIHexDecode', deflateSync),
      'unreadable',
    ],
    [
      'object hidden in a stream, for a reader that rebuilds the file',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(3, '<< /Type /Page /Parent 2 0 R /Annots [9 0 R] /Contents 4 0 R >>'),
        stream(4, '', `BT ET\n9 0 obj << /Subtype /Link /A ${JS_ACTION} >> endobj\n`),
      ]),
      'unreadable',
    ],
    [
      'object hidden in a string',
      withCatalog(`<< /Type /Catalog /Pages 2 0 R /Lang (9 0 obj ${JS_ACTION} endobj) >>`),
      'unreadable',
    ],
    [
      'trailer hidden in a stream',
      buildPdf([...BASE_OBJECTS, stream(4, '', 'trailer << /Root 9 0 R >>')]),
      'unreadable',
    ],
    [
      'stream /Length that stops early, hiding an object',
      buildPdf([
        ...BASE_OBJECTS,
        raw(`4 0 obj\n<< /Length 2 >>\nstream\nBT\n9 0 obj ${JS_ACTION} endobj\nendstream\nendobj\n`),
      ]),
      'unreadable',
    ],
    [
      'an xref entry pointing at another object',
      pointEntryAt(buildPdf([...BASE_OBJECTS, obj(4, '<< >>')]), 4, '\n3 0 obj', 1),
      'unreadable',
    ],
    [
      'an xref entry pointing into a stream',
      pointEntryAt(buildPdf([...BASE_OBJECTS, stream(4, '', `xx 4 0 obj ${JS_ACTION} endobj`)]), 4, 'xx ', 3),
      'unreadable',
    ],
    [
      'Flate bomb object stream (40 MB of zeros)',
      compressedWith('/Type /ObjStm /Filter /FlateDecode', () =>
        deflateSync(Buffer.alloc(40 * 1024 * 1024, 0x20)),
      ),
      'unreadable',
    ],
    [
      'a document of 1.2 million tokens (parsing-time bomb)',
      buildPdf([...BASE_OBJECTS, obj(4, `[${'0 '.repeat(1_200_000)}]`)]),
      'unreadable',
    ],
    ['truncated file', clean().subarray(0, 120), 'unreadable'],
  ];
}
