import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

export type Part =
  { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----oja-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      'value' in part ? Buffer.from(part.value) : part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
export const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
/** A valid one-page PDF, its cross-reference table pointing at each object. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The app on a fresh database with its media under a temporary DATA_DIR, removed on close. */
export async function createCatalogueApp(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-media-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...overrides });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function upload(
  t: TestApp,
  merchant: TestMerchant,
  filename: string,
  content: Buffer,
  preset = 'products',
) {
  const form = multipart([
    { name: 'file', filename, content },
    { name: 'upload_preset', value: preset },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: { ...merchant.headers, ...form.headers },
    payload: form.payload,
  });
}

/** Uploads a small PNG and returns its secure_url. */
export async function uploadImage(t: TestApp, merchant: TestMerchant): Promise<string> {
  const res = await upload(t, merchant, 'photo.png', await png(64, 64));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.secure_url;
}

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ankara wrap dress',
  category: 'Fashion',
  subCategory: 'Ankara & African Prints',
  price: 15000,
  units: 5,
  ...overrides,
});

export async function createProduct(
  t: TestApp,
  merchant: TestMerchant,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/product',
    headers: merchant.headers,
    payload: productBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { id: string; sku: string } & Record<string, unknown>;
}
