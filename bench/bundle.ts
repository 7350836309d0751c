/**
 * B1 first-screen JS: what Chromium downloads by the page's load event, read from its network log
 * (DevTools protocol, cache disabled, bytes as served over the wire), on /login signed out and on
 * /dashboard signed in as the large merchant, at 1366 × 768 like a laptop.
 */
import { type Browser, chromium, type CDPSession } from 'playwright';

export const BUNDLE_PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/dashboard', path: '/dashboard', signedIn: true },
] as const;
type Target = (typeof BUNDLE_PAGES)[number];
/** Goals of bench/README.md, in KB of JS as served by the load event. */
export const BUNDLE_GOALS_KB: Record<string, number> = { '/login': 90, '/dashboard': 120 };

export interface Resource {
  url: string;
  type: string;
  /** The response body as served (compressed when the server compressed it). */
  bytes: number;
  headerBytes: number;
  encoding: string;
  /** Finished by the load event (the goal counts these), or later while the page settled. */
  byLoad: boolean;
}
export interface PageLoad {
  page: string;
  jsByLoad: number;
  /** The least and the most JS by the load event over the loads of the page. */
  jsByLoadRange: [number, number];
  jsBySettled: number;
  cssByLoad: number;
  requestsByLoad: number;
  loadEventMs: number;
  resources: Resource[];
}
export interface BundleFigures {
  chromium: string;
  viewport: string;
  loadsPerPage: number;
  pages: PageLoad[];
}

const SETTLE_MS = 3000;

interface Pending {
  url: string;
  type: string;
  headerBytes: number;
  encoding: string;
}

/** Records every response's size as served and when it finished; returns them once the page has settled. */
async function recordLoad(cdp: CDPSession, load: () => Promise<void>) {
  const pending = new Map<string, Pending>();
  const finished: (Pending & { bytes: number; at: number })[] = [];
  let loadAt = Infinity;
  let startedAt = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (startedAt === 0) startedAt = e.timestamp;
  });
  cdp.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
    pending.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      headerBytes: e.response.encodedDataLength,
      encoding: encoding?.[1] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = pending.get(e.requestId);
    if (!response) return;
    finished.push({ ...response, bytes: e.encodedDataLength - response.headerBytes, at: e.timestamp });
  });
  cdp.on('Page.loadEventFired', (e) => {
    loadAt = e.timestamp;
  });
  await load();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { finished, loadAt, startedAt };
}

/** One cold load of a page (cache disabled) in a fresh context: every response, and JS and CSS by the load event. */
async function loadOnce(browser: Browser, base: string, cookie: string, target: Target): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  if (target.signedIn) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Page.enable');
  const { finished, loadAt, startedAt } = await recordLoad(cdp, async () => {
    await page.goto(base + target.path, { waitUntil: 'load' });
  });
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== target.path) throw new Error(`B1 ${target.path} ended at ${landed}`);
  const resources = finished.map(({ at, ...r }) => ({
    ...r,
    url: r.url.replace(base, ''),
    byLoad: at <= loadAt,
  }));
  const sum = (type: string, byLoad: boolean) =>
    resources.filter((r) => r.type === type && (!byLoad || r.byLoad)).reduce((n, r) => n + r.bytes, 0);
  return {
    page: target.name,
    jsByLoad: sum('Script', true),
    jsByLoadRange: [0, 0],
    jsBySettled: sum('Script', false),
    cssByLoad: sum('Stylesheet', true),
    requestsByLoad: resources.filter((r) => r.byLoad).length,
    loadEventMs: (loadAt - startedAt) * 1000,
    resources,
  };
}

/**
 * `loads` cold loads of each page; the load with the median JS by the load event is reported, with the
 * range over all loads (whether a route chunk finishes before or after `load` varies between loads).
 */
export async function measureBundle(base: string, cookie: string, loads = 5): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const pages: PageLoad[] = [];
    for (const target of BUNDLE_PAGES) {
      const all: PageLoad[] = [];
      for (let i = 0; i < loads; i++) all.push(await loadOnce(browser, base, cookie, target));
      all.sort((a, b) => a.jsByLoad - b.jsByLoad);
      const median = all[Math.floor(all.length / 2)]!;
      pages.push({ ...median, jsByLoadRange: [all[0]!.jsByLoad, all.at(-1)!.jsByLoad] });
    }
    return { chromium: browser.version(), viewport: '1366 × 768', loadsPerPage: loads, pages };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The B1 section of the results' Markdown: the totals against the goals, then every resource. */
export const bundleLines = (b: BundleFigures) => [
  `## B1 first-screen JS (Chromium ${b.chromium} network log, cache off, ${b.viewport}, bytes as served)`,
  '',
  `The load with the median JS by the load event of ${b.loadsPerPage} cold loads per page, and the range over them.`,
  '',
  '| Page | JS by load event | Range | Goal | CSS by load | Requests by load | Load event | JS once settled (+3 s) |',
  '|---|---|---|---|---|---|---|---|',
  ...b.pages.map((p) => {
    const goal = BUNDLE_GOALS_KB[p.page]!;
    const met = p.jsByLoad <= goal * 1024 ? 'met' : '**missed**';
    const range = `${kb(p.jsByLoadRange[0])}–${kb(p.jsByLoadRange[1])}`;
    return `| ${p.page} | ${kb(p.jsByLoad)} | ${range} | ≤ ${goal} KB: ${met} | ${kb(p.cssByLoad)} | ${p.requestsByLoad} | ${p.loadEventMs.toFixed(0)} ms | ${kb(p.jsBySettled)} |`;
  }),
  '',
  ...b.pages.flatMap((p) => [
    `${p.page}, every response of the median load:`,
    '',
    ...p.resources.map(
      (r) =>
        `- ${r.type} \`${r.url}\` ${kb(r.bytes)} (${r.encoding})${r.byLoad ? '' : ' — after the load event'}`,
    ),
    '',
  ]),
];
