/**
 * B2 page load: Lighthouse (the npm package) with the system chromium, desktop preset and the default
 * (mobile) config, on the pages of bench/README.md as the large merchant. Throttling is Lighthouse's default:
 * simulated (lantern), so a page's figures come from one unthrottled load replayed through a model.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './load.ts';

export const LIGHTHOUSE_PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/dashboard', path: '/dashboard', signedIn: true },
  { name: '/products', path: '/products', signedIn: true },
  // The orders list is the Orders tab of the products screen (apps/web use-list-params: ?tab=orders).
  { name: 'orders tab', path: '/products?tab=orders', signedIn: true },
  { name: '/wallet', path: '/wallet', signedIn: true },
] as const;
const FORM_FACTORS = ['desktop', 'mobile'] as const;
/** The median, or NaN when every load of a point failed. */
const mid = (values: number[]) => (values.length > 0 ? median(values) : Number.NaN);
export type FormFactor = (typeof FORM_FACTORS)[number];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthousePoint {
  page: string;
  path: string;
  formFactor: FormFactor;
  runs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  finalUrl: string;
  /** Set when a load of the page ended elsewhere: the point fails, whatever its other loads scored. */
  endedAt?: string;
}

export interface LighthouseFigures {
  chromium: string;
  throttling: string;
  runsPerPoint: number;
  seconds: number;
  points: LighthousePoint[];
}

interface Sample {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
  finalUrl: string;
}

/**
 * `runs` loads of every page × form factor, interleaved (run 1 of everything, then run 2, …), each a fresh
 * Lighthouse navigation; the medians per point. `cookie` is the merchant's session (`access-token=…`), sent
 * on every request of the signed-in pages; a load that ends anywhere but the page asked for fails its point
 * (the medians are of the loads that stayed, and the verdict is 'failed').
 */
export async function measureLighthouse(base: string, cookie: string, runs = 5): Promise<LighthouseFigures> {
  const started = performance.now();
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-lighthouse-'));
  const screenshots = await mkdtemp(path.join(os.tmpdir(), 'oja-lighthouse-screens-'));
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const samples = new Map<string, Sample[]>();
  /** Points whose page ended elsewhere (an error page, the sign-in): where it ended. */
  const failures = new Map<string, string>();
  let chromium = 'unknown';
  try {
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    chromium = ((await version.json()) as { Browser: string }).Browser;
    for (let run = 0; run < runs; run++) {
      for (const page of LIGHTHOUSE_PAGES) {
        for (const formFactor of FORM_FACTORS) {
          const url = base + page.path;
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            throw new Error(
              `lighthouse ${url} (${formFactor}): ${lhr?.runtimeError?.message ?? 'no result'}`,
            );
          }
          const finalUrl = new URL(lhr.finalDisplayedUrl);
          const key = `${page.name}|${formFactor}`;
          if (finalUrl.pathname + finalUrl.search !== page.path) {
            // Not a figure of the page asked for: the point is reported failed, with where it ended.
            console.log(`  run ${run + 1} ${page.name} ${formFactor}: FAILED, ended at ${finalUrl.pathname}`);
            failures.set(key, finalUrl.pathname);
            continue;
          }
          const screenshot = lhr.audits['final-screenshot']?.details;
          if (screenshot?.type === 'screenshot') {
            const file = `${page.name.replace(/\W+/g, '-').replace(/^-/, '')}-${formFactor}.jpg`;
            await writeFile(
              path.join(screenshots, file),
              Buffer.from(screenshot.data.split(',')[1]!, 'base64'),
            );
          }
          samples.set(key, [
            ...(samples.get(key) ?? []),
            {
              lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
              tbt: lhr.audits['total-blocking-time']!.numericValue!,
              cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
              score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
              finalUrl: lhr.finalDisplayedUrl,
            },
          ]);
          const last = samples.get(key)!.at(-1)!;
          console.log(
            `  run ${run + 1} ${page.name} ${formFactor}: score ${last.score}, LCP ${last.lcp.toFixed(0)} ms, TBT ${last.tbt.toFixed(0)} ms, CLS ${last.cls.toFixed(3)}`,
          );
        }
      }
    }
    // The last load of each point, to see that the real data was on screen.
    console.log(`  final screenshots in ${screenshots}`);
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
  const points = LIGHTHOUSE_PAGES.flatMap((page) =>
    FORM_FACTORS.map((formFactor) => {
      const key = `${page.name}|${formFactor}`;
      const list = samples.get(key) ?? [];
      return {
        page: page.name,
        path: page.path,
        formFactor,
        runs: list.length,
        endedAt: failures.get(key),
        lcpMs: mid(list.map((s) => s.lcp)),
        tbtMs: mid(list.map((s) => s.tbt)),
        cls: mid(list.map((s) => s.cls)),
        score: mid(list.map((s) => s.score)),
        finalUrl: list[0]?.finalUrl ?? '',
      };
    }),
  );
  return {
    chromium,
    throttling: 'simulated (lantern), the Lighthouse default',
    runsPerPoint: runs,
    seconds: (performance.now() - started) / 1000,
    points,
  };
}
