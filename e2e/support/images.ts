import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';

/** Real image files, generated here, for the upload pipeline. */

export type Rgb = readonly [number, number, number];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A square 8-bit RGB PNG: a diagonal gradient between two colours (one colour when they are equal). */
export function png(from: Rgb, to: Rgb = from, size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) rows.push(Math.round(from[c]! + (to[c]! - from[c]!) * t));
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG as a file input or a multipart field takes it. */
export const pngFile = (name: string, from: Rgb, to: Rgb = from, size = 48) => ({
  name,
  mimeType: 'image/png',
  buffer: png(from, to, size),
});

/** POST /v1/uploads (the products preset); returns the stored image's URL. */
export async function uploadImage(request: APIRequestContext, name: string, from: Rgb, to: Rgb) {
  const response = await request.post('/v1/uploads', {
    multipart: { upload_preset: 'products', file: pngFile(name, from, to) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { secure_url: string } }).data.secure_url;
}
