import { crc32, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@oja/contracts';
import { jpeg, multipart, type Part, pdf, png } from '../catalogue/helpers.ts';
import { hostilePdfs, type Refusal } from './pdf-corpus.ts';

/** The markup every polyglot carries: it must never reach the disk. */
export const PAYLOAD = '<script>alert(document.cookie)</script>';

/** One bad upload: the multipart body as sent, and whether the server may keep a re-encoded copy. */
export interface BadFile {
  name: string;
  form: { payload: Buffer; headers: Record<string, string> };
  /** A valid image with markup in it: accepted only if what is stored no longer holds the markup. */
  polyglot?: boolean;
  /** The message the refusal must carry, where one reason is expected. */
  message?: string;
}

const PDF_REFUSALS: Record<Refusal, string> = {
  active: uploadMessages.activeContent,
  encrypted: uploadMessages.encryptedPdf,
  unreadable: uploadMessages.unreadablePdf,
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 69-byte PNG that declares 50,000 × 50,000 pixels (2.5 gigapixels) over a few bytes of data. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG with the payload in a tEXt chunk just before IEND. */
function pngWithTextChunk(image: Buffer): Buffer {
  const iend = image.length - 12;
  const text = chunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`, 'latin1'));
  return Buffer.concat([image.subarray(0, iend), text, image.subarray(iend)]);
}

/** A real JPEG with an HTML page in a comment (COM) segment right after SOI. */
function jpegWithComment(image: Buffer): Buffer {
  const html = Buffer.from(`<html><body>${PAYLOAD}</body></html>`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(html.length + 2);
  return Buffer.concat([image.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, html, image.subarray(2)]);
}

const file = (filename: string, content: Buffer, preset = 'products'): BadFile['form'] =>
  multipart([
    { name: 'file', filename, content },
    { name: 'upload_preset', value: preset },
  ]);

/** Every bad file of the corpus, as the multipart request that carries it. */
export async function badFiles(): Promise<BadFile[]> {
  const image = await png(64, 48);
  const photo = await jpeg(64, 48);
  const html = Buffer.from(`<!doctype html><html><body>${PAYLOAD}</body></html>`);
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${PAYLOAD}</svg>`);
  const zip = Buffer.concat([
    Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'),
    Buffer.alloc(64, 1),
  ]);
  const exe = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(120, 0),
    Buffer.from('PE\0\0', 'latin1'),
  ]);
  const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(120, 0)]);
  const gif = Buffer.from(
    'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
    'latin1',
  );
  const twoFiles: Part[] = [
    { name: 'file', filename: 'a.png', content: image },
    { name: 'file', filename: 'b.png', content: image },
  ];
  const manyFields: Part[] = [
    { name: 'file', filename: 'a.png', content: image },
    ...Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
  ];
  const wrongBoundary = file('a.png', image);
  return [
    { name: 'ELF named .png', form: file('tool.png', elf) },
    { name: 'ZIP named .jpg', form: file('photos.jpg', zip) },
    { name: 'EXE named .png', form: file('setup.png', exe) },
    { name: 'GIF named .jpg', form: file('anim.jpg', gif) },
    { name: 'HTML named .png', form: file('page.png', html) },
    { name: 'SVG with script named .png', form: file('vector.png', svg) },
    { name: 'PDF named .jpg', form: file('scan.jpg', pdf()) },
    { name: 'PNG named .pdf', form: file('cac.pdf', image, 'documents') },
    { name: 'SVG with script', form: file('logo.svg', svg) },
    { name: 'HTML page', form: file('index.html', html) },
    {
      name: 'PNG with <script> in a tEXt chunk',
      form: file('text.png', pngWithTextChunk(image)),
      polyglot: true,
    },
    {
      name: 'PNG with HTML after IEND',
      form: file('tail.png', Buffer.concat([image, html])),
      polyglot: true,
    },
    {
      name: 'JPEG with HTML in a comment',
      form: file('comment.jpg', jpegWithComment(photo)),
      polyglot: true,
    },
    { name: 'PDF/HTML polyglot', form: file('page.pdf', Buffer.concat([pdf(), html]), 'documents') },
    ...hostilePdfs().map((hostile, i) => ({
      name: `PDF: ${hostile.name}`,
      form: file(`document-${i}.pdf`, hostile.bytes, 'documents'),
      // A file that does not start with %PDF- is not taken for a PDF at all.
      message:
        hostile.bytes.subarray(0, 5).toString('latin1') === '%PDF-'
          ? PDF_REFUSALS[hostile.refusal]
          : uploadMessages.invalidFormat,
    })),
    { name: 'empty file', form: file('empty.png', Buffer.alloc(0)) },
    { name: '1-byte file', form: file('one.png', Buffer.from([0x89])) },
    { name: 'truncated PNG', form: file('cut.png', image.subarray(0, Math.floor(image.length / 2))) },
    {
      name: 'just over the size limit',
      form: file('big.png', Buffer.concat([image, Buffer.alloc(MAX_UPLOAD_BYTES - image.length + 1)])),
    },
    { name: 'decompression bomb (50000×50000 PNG)', form: file('bomb.png', bombPng()) },
    { name: 'path traversal in the name', form: file('../../../etc/cron.d/x.png', image) },
    { name: 'Windows path traversal in the name', form: file('..\\..\\boot.png', image) },
    { name: 'NUL in the name', form: file('photo.png\0.html', image) },
    { name: 'control characters in the name', form: file('ph\x1b[2Joto\x07.png', image) },
    { name: '1,000-character name', form: file(`${'a'.repeat(996)}.png`, image) },
    { name: 'name ending .png.html', form: file('photo.png.html', image) },
    { name: 'two files in one request', form: multipart(twoFiles) },
    { name: 'too many fields', form: multipart(manyFields) },
    {
      name: 'a field instead of a file',
      form: multipart([{ name: 'file', value: image.toString('latin1') }]),
    },
    {
      name: 'the file under another field name',
      form: multipart([{ name: 'image', filename: 'a.png', content: image }]),
    },
    {
      name: 'wrong multipart boundary',
      form: {
        payload: wrongBoundary.payload,
        headers: { 'content-type': 'multipart/form-data; boundary=not-the-boundary' },
      },
    },
  ];
}
