import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
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
import { repoRoot } from './cores.ts';
import { describeRun } from './machine.ts';
import { inProcessSettings } from './production-env.ts';
import { measureInChromium, PHONE } from './public-pages-browser.ts';
import { publicPagesReport, type PageFigures } from './public-pages-report.ts';

/**
 * The buyer's public pages on the demo data (SEED_DEMO=full on a scratch database), each in its fullest
 * state: /t of a delivered, paid order (the return form shown), /r, /b, and /pay/invoice of an issued,
 * unpaid invoice (the amount field shown). For each: the bytes of HTML (as written and as served
 * compressed), of script and of style (inline or linked), the answer time of the production-mode app in
 * this process (app.inject: the median and p95 of RUNS requests after WARMUP), and cold loads in Chromium
 * over HTTP under DevTools' Slow 3G and Slow 4G presets (public-pages-browser.ts). Goal: ≤ 30 KB of JS
 * and CSS per page. Run: `npx tsx bench/public-pages.ts [--label x] [--loads n]`
 * → bench/results/<date>-public-pages[-x].{json,md}.
 */
const RUNS = 50;
const WARMUP = 5;
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const LABEL = arg('label');
const LOADS = Number(arg('loads') ?? 5);

const one = async (pool: pg.Pool, text: string) => {
  const row = (await pool.query(text)).rows[0];
  if (!row) throw new Error(`the demo has no row for: ${text}`);
  return row;
};

function weigh(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.length);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.length);
  return {
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).length,
    jsBytes: scripts.reduce((a, b) => a + b, 0),
    cssBytes: styles.reduce((a, b) => a + b, 0),
    linkedAssets: /<link[^>]+rel="stylesheet"|<script[^>]+src=/.test(html),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** A port the system says is free now (the app binds it next; nothing else on this machine asks for it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

runMain(async () => {
  const loadBefore = os.loadavg();
  await withScratchDatabase(async ({ dir, pool, url }) => {
    // The demo is seeded as `npm start` seeds it (production refuses SEED_DEMO); the pages are served in production mode.
    const seedEnv = loadEnv({
      ...inProcessSettings(dir),
      NODE_ENV: 'development',
      SEED_DEMO: 'full',
      DEMO_LIVE: 'false',
    });
    const seeded = await seedDemo(seedEnv, url);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = loadEnv({ ...inProcessSettings(dir), ALLOWED_HOSTS: `localhost:80,127.0.0.1:${port}` });
    const app = await buildApp({ env, pool });
    await app.listen({ port, host: '127.0.0.1' });
    const db = createDatabase(pool);
    try {
      const order = await one(
        pool,
        `SELECT o.merchant_id, o.id FROM orders o WHERE o.type = 'PRODUCT' AND o.status = 'delivered'
           AND o.payment_status = 'paid' AND o.channel = 'online'
           AND NOT EXISTS (SELECT 1 FROM return_requests r WHERE r.merchant_id = o.merchant_id AND r.order_id = o.id)
         ORDER BY o.ordered_at DESC LIMIT 1`,
      );
      const receipt = await one(pool, 'SELECT merchant_id, id FROM receipts ORDER BY paid_at DESC LIMIT 1');
      const booking = await one(
        pool,
        "SELECT b.merchant_id, b.id FROM bookings b JOIN orders o ON o.merchant_id = b.merchant_id AND o.id = b.order_id WHERE o.status <> 'CANCELLED' ORDER BY b.booked_date DESC LIMIT 1",
      );
      const invoice = await one(
        pool,
        "SELECT merchant_id, id FROM invoices WHERE status = 'ISSUED' AND payment_status <> 'PAID' ORDER BY deposit_minor DESC, invoice_number LIMIT 1",
      );
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
      const results: PageFigures[] = [];
      for (const [name, pagePath] of Object.entries(pages)) {
        const times: number[] = [];
        let transferBytes = 0;
        const body = (await app.inject({ method: 'GET', url: pagePath, remoteAddress: '10.1.0.1' })).body;
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
        }
        times.sort((a, b) => a - b);
        results.push({
          page: name,
          ...weigh(body),
          transferBytes,
          medianMs: +quantile(times, 0.5).toFixed(2),
          p95Ms: +quantile(times, 0.95).toFixed(2),
          browser: [],
        });
      }
      const urls = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, origin + p]));
      const chromium = await measureInChromium(urls, LOADS);
      for (const r of results) r.browser = chromium.pages[r.page]!;
      const date = new Date().toISOString().slice(0, 10);
      const out = path.join(benchDir, 'results', `${date}-public-pages${LABEL ? `-${LABEL}` : ''}`);
      const how = [
        `SEED_DEMO=full on a scratch embedded PostgreSQL (seeded in ${Math.round(seeded.totalMs / 1000)} s);`,
        'production settings (bench/production-env.ts inProcessSettings), the app listening on 127.0.0.1 in this process;',
        `answer time: ${WARMUP} warm-up + ${RUNS} measured GETs per page through app.inject with Accept-Encoding: gzip, one at a time, each from its own client address (no network, no browser);`,
        'sent = the bytes app.inject received (gzip by @fastify/compress); gzip = the HTML gzipped by zlib at its default level; JS/CSS = bytes inside <script>/<style>, linked = any external script or style sheet;',
        `browser: Chromium ${chromium.chromium} (/usr/bin/chromium, headless), ${PHONE.width} × ${PHONE.height} mobile viewport, ${LOADS} cold loads per page and profile (fresh context, cache off), pages interleaved,`,
        "DevTools' network presets through Network.emulateNetworkConditions, no CPU throttling, not pinned to a core;",
        'load = navigation start to loadEventEnd (median, and the slowest); document = the HTML as Chromium received it (encoded body, headers not counted).',
      ].join(' ');
      const run = describeRun(repoRoot, loadBefore, 'not pinned');
      const report = publicPagesReport(how, run, results);
      await writeFile(`${out}.json`, `${JSON.stringify({ date, how, run, results }, null, 2)}\n`);
      await writeFile(`${out}.md`, report);
      console.log(report);
    } finally {
      await app.close();
    }
  });
});
