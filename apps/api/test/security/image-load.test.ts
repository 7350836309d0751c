import { MAX_IMAGE_MEGAPIXELS, uploadMessages } from '@oja/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp, upload } from '../catalogue/helpers.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

/** One image processed at a time, two waiting: the rest of a burst is answered 503 at once. */
const QUEUE = 2;
/** Peak growth of the server's resident memory allowed during the burst. */
const RSS_BOUND_MB = 450;

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createCatalogueApp({ UPLOAD_IMAGE_CONCURRENCY: '1', UPLOAD_IMAGE_QUEUE: String(QUEUE) });
  merchant = await createMerchant(t);
});
afterAll(() => t?.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="800" height="200"><text x="20" y="120" font-size="96">Oja</text></svg>`,
        ),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('image processing under a burst', () => {
  it('refuses decompression bombs from their header and processes large images a few at a time, with bounded memory, answering other requests meanwhile', async () => {
    // 49 MP in ~160 KB: the size that cost 1.4 CPU-s and 200 MB each before it was refused.
    const bomb = await picture(7000, 7000);
    const large = await picture(6000, 4000);
    expect(6000 * 4000).toBeLessThanOrEqual(MAX_IMAGE_MEGAPIXELS * 1_000_000);

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const latencies: number[] = [];
    let burstOver = false;
    const pinger = (async () => {
      while (!burstOver) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/healthz' });
        latencies.push(res.statusCode === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    let burst: Awaited<ReturnType<typeof upload>>[];
    try {
      burst = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => upload(t, merchant, `bomb-${i}.png`, bomb)),
        ...Array.from({ length: 12 }, (_, i) => upload(t, merchant, `large-${i}.png`, large)),
      ]);
    } finally {
      burstOver = true;
      await pinger;
      clearInterval(sampler);
    }

    const bombs = burst.slice(0, 12);
    const legal = burst.slice(12);
    for (const res of bombs) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(uploadMessages.imageTooLarge);
    }
    const processed = legal.filter((r) => r.statusCode === 201);
    const busy = legal.filter((r) => r.statusCode === 503);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toBe(uploadMessages.busy);
    }
    for (const res of processed) expect(res.json().data).toMatchObject({ width: 6000, height: 4000 });
    const growthMb = Math.round((peak - baseline) / 1e6);
    const slowest = Math.round(Math.max(...latencies));
    console.log(
      `image load: 12 bombs (7000×7000 PNG, ${Math.round(bomb.length / 1024)} KB) refused 400, ` +
        `12 large (6000×4000) → ${processed.length} processed, ${busy.length} answered 503 with Retry-After; ` +
        `peak RSS +${growthMb} MB; ${latencies.length} health checks answered meanwhile, slowest ${slowest} ms`,
    );
    expect(processed.length + busy.length).toBe(12);
    expect(processed.length).toBeGreaterThanOrEqual(1 + QUEUE);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(growthMb).toBeLessThan(RSS_BOUND_MB);
    expect(latencies.length).toBeGreaterThan(0);
    expect(latencies.every(Number.isFinite)).toBe(true);

    const after = await upload(t, merchant, 'after.png', await picture(800, 600));
    expect(after.statusCode).toBe(201);
  }, 180_000);
});
