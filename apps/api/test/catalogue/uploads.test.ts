import http from 'node:http';
import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES, uploadMessages } from '@oja/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOwnUpload } from '../../src/modules/uploads/upload-ownership.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { expectHandedOver, STORAGE_KINDS, storageUnderTest } from '../helpers/storages.ts';
import { createCatalogueApp, jpeg, multipart, pdf, png, upload } from './helpers.ts';

describe.each(STORAGE_KINDS)('uploads on %s storage', (kind) => {
  const storage = storageUnderTest(kind);
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let merchant: TestMerchant;
  let other: TestMerchant;
  const view = (url: string) => storage.view(t, url, merchant.headers);
  beforeAll(async () => {
    t = await createCatalogueApp(storage.env());
    merchant = await createMerchant(t);
    other = await createMerchant(t);
  });
  afterAll(() => t.close());

  it('stores a PNG with a thumbnail and every responsive width below its own, never upscaled', async () => {
    const res = await upload(t, merchant, 'Dress.PNG', await png(1000, 800));
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(uploadMessages.uploaded);
    expect(data.public_id).toMatch(/^products\/[A-Za-z0-9_-]{22}$/);
    expect(data.secure_url).toBe(`/media/${data.public_id}/original.png`);
    expect(data).toMatchObject({ resource_type: 'image', format: 'png', width: 1000, height: 800 });
    expect(data.variants.map((v: { width: number }) => v.width)).toEqual([640, 750, 828]);

    const thumb = await view(data.thumbnail_url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 160 });
    for (const variant of data.variants) {
      const file = await view(variant.url);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(variant.width);
    }
  });

  it('generates all widths up to 3840 for a large image, and none for a small one', async () => {
    const big = (await upload(t, merchant, 'wide.jpg', await jpeg(4000, 300))).json().data;
    expect(big.variants.map((v: { width: number }) => v.width)).toEqual([...IMAGE_WIDTHS]);
    const small = (await upload(t, merchant, 'small.jpeg', await jpeg(300, 200))).json().data;
    expect(small).toMatchObject({ format: 'jpg', width: 300, variants: [] });
    const thumb = await view(small.thumbnail_url);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(160);
  });

  it('serves files to their owner with their verified type, a download disposition and the storage’s safety headers', async () => {
    const doc = (await upload(t, merchant, 'cac.pdf', pdf(), 'documents')).json().data;
    expect(doc).toMatchObject({ resource_type: 'raw', format: 'pdf', thumbnail_url: null, variants: [] });
    const res = await view(doc.secure_url);
    expectHandedOver(res, doc.secure_url, 'application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(res.body).toBe(pdf().toString());

    const image = (await upload(t, merchant, 'a.png', await png(50, 50))).json().data;
    const served = await view(image.secure_url);
    expectHandedOver(served, image.secure_url, 'image/png');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename=".+\.png"$/);
  });

  it('answers 404 for unknown files and for paths that try to leave the media folder', async () => {
    for (const url of [
      '/media/products/AAAAAAAAAAAAAAAAAAAAAA/original.png',
      '/media/products/..%2F..%2F..%2Fetc/passwd',
      '/media/../../package.json',
      '/media/products/x/original.exe',
    ]) {
      const res = await view(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.redirect, url).toBeUndefined();
    }
  });

  it('judges the format by content: a PNG renamed .pdf, HTML renamed .png and an empty file are refused', async () => {
    const cases: [string, Buffer][] = [
      ['scan.pdf', await png(20, 20)],
      ['photo.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['empty.png', Buffer.alloc(0)],
      ['notes.txt', Buffer.from('hello')],
      ['script.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['fake.jpg', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ];
    for (const [name, content] of cases) {
      const res = await upload(t, merchant, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(uploadMessages.invalidFormat);
    }
    const { rows } = await t.pool.query(
      'SELECT count(*)::int AS n FROM uploads WHERE original_name = ANY($1)',
      [cases.map(([name]) => name)],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses an 11 MB file with 413 from its declared length, and a file just over 10 MB while streaming', async () => {
    const huge = await upload(t, merchant, 'big.png', Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(uploadMessages.tooLarge);

    const content = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES, 0)]);
    const over = await upload(t, merchant, 'over.png', content);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(uploadMessages.tooLarge);
  });

  it('answers 413 over real HTTP from the declared length alone, before the body is sent', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/uploads',
        headers: {
          ...merchant.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(11 * 1024 * 1024),
        },
      });
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      // Only the first kilobyte is ever written: the answer must come without the rest.
      request.write(Buffer.alloc(1024, 0x61));
    });
    expect(status).toBe(413);
  });

  it('requires a session, a file and a known preset', async () => {
    const form = multipart([{ name: 'file', filename: 'a.png', content: await png(10, 10) }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);

    const noFile = multipart([{ name: 'upload_preset', value: 'products' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { ...merchant.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(uploadMessages.fileRequired);

    const preset = await upload(t, merchant, 'a.png', await png(10, 10), 'hacker');
    expect(preset.statusCode).toBe(400);
    expect(preset.json().message).toBe(uploadMessages.unknownPreset);
  });

  it('records the owner, so another merchant cannot claim the upload; its files are in the storage', async () => {
    const data = (await upload(t, merchant, 'mine.png', await png(30, 30))).json().data;
    expect((await findOwnUpload(t.db, merchant.id, data.secure_url))?.publicId).toBe(data.public_id);
    expect((await findOwnUpload(t.db, merchant.id, `https://shop.example${data.secure_url}`))?.publicId).toBe(
      data.public_id,
    );
    expect(await findOwnUpload(t.db, merchant.id, data.public_id)).toBeDefined();
    expect(await findOwnUpload(t.db, other.id, data.secure_url)).toBeUndefined();
    expect(await storage.files(t)).toContain(`${data.public_id}/original.png`);
  });

  it('takes concurrent uploads without mixing them up', async () => {
    const results = await Promise.all(
      [100, 200, 300, 400].map(
        async (w) => (await upload(t, merchant, `p${w}.png`, await png(w, 50))).json().data,
      ),
    );
    expect(new Set(results.map((r) => r.public_id)).size).toBe(4);
    expect(results.map((r) => r.width)).toEqual([100, 200, 300, 400]);
  });
});
