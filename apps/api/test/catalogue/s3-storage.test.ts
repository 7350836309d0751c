import { randomBytes } from 'node:crypto';
import { uploadMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { S3Storage } from '../../src/providers/storage/s3-storage.ts';
import { TEST_ENV } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../helpers/s3-server.ts';
import { createCatalogueApp, pdf, png, upload } from './helpers.ts';

let s3: TestS3;
let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let merchant: TestMerchant;
beforeAll(async () => {
  s3 = await startTestS3();
  // A short provider timeout, so that a store that does not answer fails the request quickly.
  t = await createCatalogueApp({ ...s3.env, PROVIDER_TIMEOUT_MS: '2000' });
  merchant = await createMerchant(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const uploadCount = async () => (await t.pool.query('SELECT count(*)::int AS n FROM uploads')).rows[0].n;
const storageOf = (urlSeconds: number) =>
  new S3Storage({
    bucket: TEST_BUCKET,
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: true,
    timeoutMs: 2000,
    urlSeconds,
  });
const publicId = () => `products/${randomBytes(16).toString('base64url')}`;

describe('S3 storage', () => {
  it('hands out a presigned address that works until it expires, and not after', async () => {
    const storage = storageOf(1);
    const id = publicId();
    await storage.put(id, 'original.png', await png(20, 20), 'image/png');
    const delivery = await storage.deliver(id, 'original.png', {
      contentType: 'image/png',
      disposition: 'attachment; filename="a.png"',
    });
    if (!delivery || !('redirect' in delivery)) throw new Error('expected a presigned address');
    const before = await fetch(delivery.redirect);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('image/png');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await fetch(delivery.redirect);
    expect(after.status).toBe(403);
    expect(await after.text()).toContain('Request has expired');
    await storage.close();
  });

  it('answers the owner with a redirect to the bucket, whose origin the pages may load images from', async () => {
    const image = (await upload(t, merchant, 'dress.png', await png(100, 100))).json().data;
    const res = await t.app.inject({ method: 'GET', url: image.secure_url, headers: merchant.headers });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(s3.env.S3_ENDPOINT);
    expect(location.pathname).toBe(`/${TEST_BUCKET}/${image.public_id}/original.png`);
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^attachment; /);

    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const imgSrc = /img-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toContain(location.origin);
  });

  it('removes every file of an upload, the original and each derived version, and no other', async () => {
    const [image, kept] = await Promise.all([
      upload(t, merchant, 'wide.png', await png(1000, 500)).then((r) => r.json().data),
      upload(t, merchant, 'kept.png', await png(50, 50)).then((r) => r.json().data),
    ]);
    const filesOf = async (id: string) => (await s3.keys()).filter((key) => key.startsWith(`${id}/`));
    expect((await filesOf(image.public_id)).sort()).toEqual(
      ['original.png', 'thumb.webp', 'w640.webp', 'w750.webp', 'w828.webp'].map(
        (f) => `${image.public_id}/${f}`,
      ),
    );
    const storage = storageOf(60);
    await storage.remove(image.public_id);
    await storage.close();
    expect(await filesOf(image.public_id)).toEqual([]);
    expect(await filesOf(kept.public_id)).toHaveLength(2);
  });

  it('answers 503 while the store is down, and records nothing', async () => {
    const image = (await upload(t, merchant, 'before.png', await png(40, 40))).json().data;
    const [rows, keys] = [await uploadCount(), await s3.keys()];
    s3.fault({ kind: 'down' });
    try {
      const res = await upload(t, merchant, 'during.pdf', pdf(), 'documents');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ status: 'Failed', message: uploadMessages.storageUnavailable });
      const media = await t.app.inject({ method: 'GET', url: image.secure_url, headers: merchant.headers });
      expect(media.statusCode).toBe(503);
      expect(media.json().message).toBe(uploadMessages.storageUnavailable);
    } finally {
      s3.fault({ kind: 'none' });
    }
    expect(await uploadCount()).toBe(rows);
    expect(await s3.keys()).toEqual(keys);
  });

  it('answers 503 when the store fails halfway through an image, and keeps neither a row nor a file of it', async () => {
    const [rows, keys] = [await uploadCount(), await s3.keys()];
    // The original and the thumbnail are written; the first responsive version is refused.
    s3.fault({ kind: 'writes-fail', after: 2 });
    try {
      const res = await upload(t, merchant, 'half.png', await png(1000, 500));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(uploadMessages.storageUnavailable);
    } finally {
      s3.fault({ kind: 'none' });
    }
    expect(await uploadCount()).toBe(rows);
    expect(await s3.keys()).toEqual(keys);
  });
});

describe('S3 settings', () => {
  it('lists every missing setting at start when STORAGE=s3', () => {
    expect(() => loadEnv({ ...TEST_ENV, STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required when STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(loadEnv({ ...TEST_ENV }).STORAGE).toBe('local');
  });
});
