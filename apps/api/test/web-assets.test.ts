import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from './helpers/app.ts';

// A stand-in for the built dashboard with its precompressed twins, as apps/web's build writes them.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'oja-web-assets-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body>${'<p>Oja</p>'.repeat(200)}</body></html>`;
const brotli = brotliCompressSync(script);
const gzip = gzipSync(script, { level: 9 });
mkdirSync(path.join(webDist, 'assets'));
for (const [file, text] of [
  ['assets/app-1.js', script],
  ['index.html', html],
] as const) {
  writeFileSync(path.join(webDist, file), text);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text, { level: 9 }));
}
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('dashboard assets', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp({ WEB_DIST: webDist })));

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file as it was built to a browser that accepts brotli', async () => {
    const res = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotli)).toBe(true);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzip)).toBe(true);
    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the SPA's index.html precompressed too, never cached", async () => {
    const res = await get('/dashboard', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(brotliCompressSync(html))).toBe(true);
  });

  it('gives the twins no address of their own', async () => {
    expect((await get('/assets/app-1.js.br')).headers['content-type']).toMatch(/^text\/html/);
  });
});
