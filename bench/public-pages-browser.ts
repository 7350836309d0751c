import { type Browser, chromium } from 'playwright';

/**
 * Cold loads of the public pages in Chromium under DevTools' network throttling presets, on a phone-sized
 * viewport: the load event's time from the start of navigation, and what was downloaded (bytes as served,
 * by resource type, read from the network log).
 *
 * The presets are DevTools' own (front_end/core/sdk/NetworkManager.ts, as copied into puppeteer-core
 * 24.43.1 `PredefinedNetworkConditions`, node_modules/puppeteer-core/lib/esm/puppeteer/cdp/
 * PredefinedNetworkConditions.js): Slow 3G ≈ 400 kbit/s each way with 2,000 ms of latency per request;
 * Slow 4G (the name DevTools now gives Fast 3G) ≈ 1.44 Mbit/s down, 675 kbit/s up, 562.5 ms.
 * Throughput is in bytes per second, as Network.emulateNetworkConditions takes it.
 */
export const NETWORK_PROFILES = {
  'Slow 3G': {
    downloadThroughput: ((500 * 1000) / 8) * 0.8,
    uploadThroughput: ((500 * 1000) / 8) * 0.8,
    latency: 400 * 5,
  },
  'Slow 4G': {
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
    latency: 150 * 3.75,
  },
} as const;
export type NetworkProfile = keyof typeof NETWORK_PROFILES;

export const PHONE = { width: 375, height: 667 };

export interface BrowserLoad {
  /** Navigation start to the end of the load event (PerformanceNavigationTiming.loadEventEnd). */
  loadMs: number;
  /** The HTML document as served (its encoded body, headers not counted) and its content encoding. */
  documentBytes: number;
  documentEncoding: string;
  /** Everything else the page fetched by its load event, as served: scripts, style sheets, the rest. */
  scriptBytes: number;
  styleBytes: number;
  otherBytes: number;
  requests: number;
}

/** One cold load (fresh context, cache disabled) of `url` under `profile`. */
async function loadOnce(browser: Browser, url: string, profile: NetworkProfile): Promise<BrowserLoad> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK_PROFILES[profile] });
    const responses = new Map<string, { type: string; headerBytes: number; encoding: string }>();
    const finished: { type: string; bytes: number; encoding: string }[] = [];
    cdp.on('Network.responseReceived', (e) => {
      const encoding = Object.entries(e.response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      );
      responses.set(e.requestId, {
        type: e.type,
        headerBytes: e.response.encodedDataLength,
        encoding: encoding?.[1] ?? 'identity',
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = responses.get(e.requestId);
      if (r)
        finished.push({ type: r.type, bytes: e.encodedDataLength - r.headerBytes, encoding: r.encoding });
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${url}: ${response?.status()}`);
    // Run in the page (bench/ is typed without the DOM): the navigation's own timing entry.
    const loadMs = Number(
      await page.evaluate(
        "(() => { const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime; })()",
      ),
    );
    const document = finished.find((f) => f.type === 'Document');
    if (!document) throw new Error(`${url}: no document in the network log`);
    const bytesOf = (type: string) =>
      finished.filter((f) => f.type === type).reduce((n, f) => n + f.bytes, 0);
    return {
      loadMs: Math.round(loadMs),
      documentBytes: document.bytes,
      documentEncoding: document.encoding,
      scriptBytes: bytesOf('Script'),
      styleBytes: bytesOf('Stylesheet'),
      otherBytes: finished
        .filter((f) => !['Document', 'Script', 'Stylesheet'].includes(f.type))
        .reduce((n, f) => n + f.bytes, 0),
      requests: finished.length,
    };
  } finally {
    await context.close();
  }
}

export interface ProfileFigures {
  profile: NetworkProfile;
  loads: number;
  medianMs: number;
  maxMs: number;
  /** The median load's network log figures. */
  median: BrowserLoad;
}

/** `loads` cold loads of each page under each profile, interleaved page by page; the median and the slowest. */
export async function measureInChromium(urls: Record<string, string>, loads: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const out: Record<string, ProfileFigures[]> = {};
    for (const profile of Object.keys(NETWORK_PROFILES) as NetworkProfile[]) {
      const runs: Record<string, BrowserLoad[]> = {};
      for (let i = 0; i < loads; i++) {
        for (const [name, url] of Object.entries(urls)) {
          (runs[name] ??= []).push(await loadOnce(browser, url, profile));
        }
      }
      for (const [name, all] of Object.entries(runs)) {
        all.sort((a, b) => a.loadMs - b.loadMs);
        const median = all[Math.floor(all.length / 2)]!;
        (out[name] ??= []).push({
          profile,
          loads,
          medianMs: median.loadMs,
          maxMs: all.at(-1)!.loadMs,
          median,
        });
      }
    }
    return { chromium: browser.version(), pages: out };
  } finally {
    await browser.close();
  }
}
