import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { newCapabilityToken } from '../apps/api/src/lib/capability-token.ts';
import { createPublicLink } from '../apps/api/src/modules/public-links/index.ts';
import { seedDemo } from '../apps/api/src/seed/seed.ts';
import { benchDir, runMain, withScratchDatabase } from './bench-db.ts';
import { inProcessSettings } from './production-env.ts';

/**
 * The buyer's public pages on the demo data (SEED_DEMO=full on a scratch database): for each of /t, /r,
 * /b and /pay/invoice, the bytes of HTML, of script and of style (inline or linked), the page gzipped, and
 * how long the production-mode app takes to answer it in this process (app.inject, no network): the
 * median and p95 of RUNS requests after WARMUP. Goal: ≤ 30 KB of JS and CSS per page.
 * Run: `npx tsx bench/public-pages.ts` → bench/results/<date>-public-pages.{json,md}.
 */
const RUNS = 50;
const WARMUP = 5;

const one = async (pool: pg.Pool, text: string) => (await pool.query(text)).rows[0];

function weigh(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.length);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.length);
  const linked = /<link[^>]+rel="stylesheet"|<script[^>]+src=/.test(html);
  return {
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).length,
    jsBytes: scripts.reduce((a, b) => a + b, 0),
    cssBytes: styles.reduce((a, b) => a + b, 0),
    linkedAssets: linked,
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

runMain(async () => {
  await withScratchDatabase(async ({ dir, pool, url }) => {
    // The demo is seeded as `npm start` seeds it (production refuses SEED_DEMO); the pages are served in production mode.
    const seedEnv = loadEnv({
      ...inProcessSettings(dir),
      NODE_ENV: 'development',
      SEED_DEMO: 'full',
      DEMO_LIVE: 'false',
    });
    const seeded = await seedDemo(seedEnv, url);
    const env = loadEnv(inProcessSettings(dir));
    const app = await buildApp({ env, pool });
    await app.ready();
    const db = createDatabase(pool);
    try {
      const order = await one(
        pool,
        "SELECT merchant_id, id FROM orders WHERE type = 'PRODUCT' AND payment_status = 'paid' ORDER BY ordered_at DESC LIMIT 1",
      );
      const receipt = await one(pool, 'SELECT merchant_id, id FROM receipts ORDER BY paid_at DESC LIMIT 1');
      const booking = await one(
        pool,
        "SELECT b.merchant_id, b.id FROM bookings b JOIN orders o ON o.merchant_id = b.merchant_id AND o.id = b.order_id WHERE o.status <> 'CANCELLED' ORDER BY b.booked_date DESC LIMIT 1",
      );
      const invoice = await one(pool, "SELECT merchant_id, id FROM invoices WHERE status = 'ISSUED' LIMIT 1");
      const pay = newCapabilityToken();
      await pool.query('UPDATE invoices SET pay_token_hash = $1 WHERE merchant_id = $2 AND id = $3', [
        pay.tokenHash,
        invoice.merchant_id,
        invoice.id,
      ]);
      const pages: Record<string, string> = {
        '/t (order tracking)': `/t/${await createPublicLink(db, order.merchant_id, 'order', order.id)}`,
        '/r (receipt)': `/r/${await createPublicLink(db, receipt.merchant_id, 'receipt', receipt.id)}`,
        '/b (booking)': `/b/${await createPublicLink(db, booking.merchant_id, 'booking', booking.id)}`,
        '/pay/invoice': `/pay/invoice/${pay.token}`,
      };
      const results = [];
      for (const [name, pagePath] of Object.entries(pages)) {
        const times: number[] = [];
        let body = '';
        let transferBytes = 0;
        for (let i = 0; i < WARMUP + RUNS; i++) {
          // Each request from its own address, so the pages' per-client limit is not what is measured.
          const started = performance.now();
          const res = await app.inject({
            method: 'GET',
            url: pagePath,
            remoteAddress: `10.0.${i >> 8}.${i & 255}`,
            headers: { 'accept-encoding': 'gzip' },
          });
          const ms = performance.now() - started;
          if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
          if (i >= WARMUP) times.push(ms);
          transferBytes = res.rawPayload.length;
          if (i === 0)
            body = (await app.inject({ method: 'GET', url: pagePath, remoteAddress: '10.1.0.1' })).body;
        }
        times.sort((a, b) => a - b);
        results.push({
          page: name,
          ...weigh(body),
          transferBytes,
          medianMs: +quantile(times, 0.5).toFixed(2),
          p95Ms: +quantile(times, 0.95).toFixed(2),
        });
      }
      const date = new Date().toISOString().slice(0, 10);
      const out = path.join(benchDir, 'results', `${date}-public-pages`);
      const how = `SEED_DEMO=full on a scratch embedded PostgreSQL (seeded in ${Math.round(seeded.totalMs / 1000)} s); production settings (bench/production-env.ts inProcessSettings); each page GET ${WARMUP} warm-up + ${RUNS} measured requests through app.inject with Accept-Encoding: gzip, one at a time, each from its own client address; time = the app's answer in process (no network, no browser); transfer = the bytes sent (gzip by @fastify/compress); gzip = the HTML gzipped by zlib at its default level; js/css = bytes inside <script>/<style>, linked = any external script or style sheet.`;
      await writeFile(`${out}.json`, `${JSON.stringify({ date, how, results }, null, 2)}\n`);
      const rows = results.map(
        (r) =>
          `| ${r.page} | ${r.htmlBytes} | ${r.jsBytes} | ${r.cssBytes} | ${r.linkedAssets ? 'yes' : 'no'} | ${r.gzipBytes} | ${r.transferBytes} | ${r.medianMs} | ${r.p95Ms} |`,
      );
      const md = [
        '# Public pages — size and answer time',
        '',
        how,
        '',
        '| page | HTML B | JS B | CSS B | linked assets | gzip B | sent B | median ms | p95 ms |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
      ].join('\n');
      await writeFile(`${out}.md`, md);
      console.log(md);
    } finally {
      await app.close();
    }
  });
});
