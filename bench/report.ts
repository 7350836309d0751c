import { type BundleFigures, bundleLines } from './bundle.ts';
import type { LedgerCheck } from './ledger-check.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { WritesFigures } from './writes.ts';

type Machine = Results['machine'];

export interface Results {
  date: string;
  commit: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    node: string;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
    pinned: string;
  };
  settings: {
    secondsPerPoint: number;
    runs: number;
    lighthouseRuns: number;
    connections: number[];
    deepPageRequests: number;
    rollupSeconds: number;
  };
  data: { products: string | number; orders_estimate: string | number };
  bundle: BundleFigures;
  hello: { connections: number; reqPerSec: number; p50: number; p99: number }[];
  api: {
    endpoint: string;
    connections: number;
    reqPerSec: number;
    p50: number;
    p99: number;
    non2xx: number;
    floor: string;
    floorReqPerSec: number;
    floorP99: number;
    ratio: number;
  }[];
  deepPages: { list: string; page: number; medianMs: number; overFirst: number }[];
  search: { count: number; products: number; p50: number; p95: number; byKind: Record<string, number> };
  lighthouse: LighthouseFigures;
  writes: WritesFigures;
  ledger: LedgerCheck;
}

/** The sections `--only` can pick, in the order a full run measures them. */
export const SECTIONS = ['b1', 'b5', 'b6', 'b7', 'b2', 'b9', 'ledger'] as const;
export type Section = (typeof SECTIONS)[number];

type Measured = 'bundle' | 'hello' | 'api' | 'deepPages' | 'search' | 'lighthouse' | 'writes' | 'ledger';
/** A run of `--only`: the sections not picked are missing. */
export type PartialResults = Omit<Results, Measured> & Partial<Pick<Results, Measured>>;

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : '**missed**');

const machineLines = (commit: string, m: Machine) => [
  `Commit \`${commit}\`, ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}. ${m.pinned}.`,
  `Load average (1, 5, 15 min) before: ${m.loadAverageBefore.map((n) => n.toFixed(2)).join(', ')}; after: ${m.loadAverageAfter.map((n) => n.toFixed(2)).join(', ')} — the machine was shared with other work, so absolute figures are noisy.`,
];

function lighthouseLines(l: LighthouseFigures) {
  const goal = (p: LighthouseFigures['points'][number]) => (p.formFactor === 'desktop' ? 98 : 90);
  return [
    `## B2 page load (Lighthouse, median of ${l.runsPerPoint})`,
    '',
    `${l.chromium}, headless; throttling ${l.throttling}; signed in as the large merchant (its session cookie on every request). The ${l.points.length * l.runsPerPoint} loads took ${l.seconds.toFixed(0)} s.`,
    '',
    '| Page | Form factor | Score | LCP | TBT | CLS | Goal: desktop ≥ 98, mobile ≥ 90 |',
    '|---|---|---|---|---|---|---|',
    ...l.points.map(
      (p) =>
        `| ${p.page} (\`${p.path}\`) | ${p.formFactor} | ${p.score} | ${p.lcpMs.toFixed(0)} ms | ${p.tbtMs.toFixed(0)} ms | ${p.cls.toFixed(3)} | ${p.endedAt ? `**failed**: a load ended at \`${p.endedAt}\`` : verdict(p.score >= goal(p))} |`,
    ),
    '',
  ];
}

function writesLines(w: WritesFigures) {
  const first = w.points[0];
  return [
    `## B9 writes (autocannon, ${first?.connections} connections, ${first?.seconds} s each; every request a new write)`,
    '',
    `The bench server runs with ${Object.entries(w.serverLimits)
      .map(([name, value]) => `${name}=${value}`)
      .join(
        ' and ',
      )} (production: 60 checkouts a minute per client address, 10 withdrawals a day per merchant), so these are the writes, not the limiters.`,
    '',
    '| Write | Path | req/s | p50 | p99 | 2xx | Non-2xx | of which 429 | Errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...w.points.map(
      (p) =>
        `| ${p.write} | \`POST ${p.path}\` | ${p.reqPerSec.toFixed(0)} | ${p.p50} ms | ${p.p99} ms | ${p.ok} | ${p.non2xx} | ${p.tooMany} | ${p.errors} |`,
    ),
    '',
    `Ledger invariants after the writes: ${ledgerLine(w.ledger)}`,
    '',
  ];
}

const ledgerLine = (l: LedgerCheck) =>
  `${l.transactions} transactions, ${l.entries} entries; transactions not summing to zero: ${l.unbalancedTransactions}; ` +
  l.wallets.map((w) => `${w.currency} wallet balance ${w.balance} vs Σ entries ${w.entriesSum}`).join('; ') +
  ` — ${l.ok ? 'hold' : '**broken**'}.`;

/** The results of `--only` as Markdown: the header, then each section that was measured. */
export function renderPartialMarkdown(r: PartialResults, only: string[]): string {
  return [
    `# Benchmarks (${only.map((name) => name.toUpperCase()).join(', ')} only) — ${r.date.slice(0, 10)}`,
    '',
    ...headerLines(r),
    '',
    ...(r.bundle ? bundleLines(r.bundle) : []),
    ...(r.hello && r.api ? apiLines(r.hello, r.api) : []),
    ...(r.deepPages ? deepLines(r.deepPages) : []),
    ...(r.search ? searchLines(r.search) : []),
    ...(r.lighthouse ? lighthouseLines(r.lighthouse) : []),
    ...(r.writes ? writesLines(r.writes) : []),
    ...(r.ledger ? ['## Ledger invariants', '', ledgerLine(r.ledger), ''] : []),
  ].join('\n');
}

const headerLines = (r: PartialResults) => [
  ...machineLines(r.commit, r.machine),
  `Settings: ${r.settings.secondsPerPoint} s per autocannon point, ${r.settings.runs} interleaved run(s) (median), connections ${r.settings.connections.join(', ')}; the dashboard roll-ups were caught up before the servers started (${r.settings.rollupSeconds.toFixed(1)} s).`,
  `Data: ${r.data.products} products, ~${Math.max(0, Number(r.data.orders_estimate))} orders (planner estimate) for the large merchant.`,
];

const apiLines = (hello: Results['hello'], api: Results['api']) => [
  '## B4 floor: Fastify hello world',
  '',
  '| Connections | req/s | p50 | p99 |',
  '|---|---|---|---|',
  ...hello.map((h) => `| ${h.connections} | ${h.reqPerSec.toFixed(0)} | ${h.p50} ms | ${h.p99} ms |`),
  '',
  '## B5 API against its floor (bare Fastify + pg, same query shape, same run)',
  '',
  '| Endpoint | Conn | req/s | p50 | p99 | Floor | Floor req/s | Ratio | Non-2xx | Goal at 10 conn: ≥ 0.8× and p99 ≤ 15 ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...api.map(
    (a) =>
      `| ${a.endpoint} | ${a.connections} | ${a.reqPerSec.toFixed(0)} | ${a.p50} ms | ${a.p99} ms | ${a.floor} | ${a.floorReqPerSec.toFixed(0)} | ${Number.isFinite(a.ratio) ? `${a.ratio.toFixed(2)}×` : 'n/a (floor 0 req/s)'} | ${a.non2xx} | ${
        a.connections === 10 ? verdict(Number.isFinite(a.ratio) && a.ratio >= 0.8 && a.p99 <= 15) : ''
      } |`,
  ),
  '',
  'Dashboard reports goal (p50 ≤ 10 ms and ≥ 150 req/s at 10 connections, at 1M orders, every range): ' +
    (api
      .filter((a) => a.endpoint.startsWith('dashboard reports') && a.connections === 10)
      .map(
        (d) =>
          `${d.endpoint} p50 ${d.p50} ms, ${d.reqPerSec.toFixed(0)} req/s — ${verdict(d.p50 <= 10 && d.reqPerSec >= 150)}`,
      )
      .join('; ') || 'not measured') +
    '.',
  '',
];

const deepLines = (deep: Results['deepPages']) => [
  '## B6 deep pages (limit 10; client latency over loopback, median)',
  '',
  '| List | Page | Median | Over page 1 | Goal: ≤ 1.5× |',
  '|---|---|---|---|---|',
  ...deep.map(
    (d) =>
      `| ${d.list} | ${d.page} | ${ms(d.medianMs)} | ${d.overFirst.toFixed(2)}× | ${d.page === 1 ? '' : verdict(d.overFirst <= 1.5)} |`,
  ),
  '',
];

function searchLines(s: Results['search']) {
  // The goal is p95 ≤ 5 ms at 100k products and ≤ 20 ms at 1M.
  const [goal, size] = s.products >= 1_000_000 ? [20, '1M'] : [5, '100k'];
  return [
    `## B7 search (${s.count} name searches on ${s.products} products; client latency over loopback)`,
    '',
    `p50 ${ms(s.p50)}, p95 ${ms(s.p95)} (prefix ${ms(s.byKind.prefix!)}, infix ${ms(s.byKind.infix!)}, typo ${ms(s.byKind.typo!)}) — goal p95 ≤ ${goal} ms at ${size}: ${verdict(s.p95 <= goal)}.`,
    '',
  ];
}

/** The results as Markdown, each goal of bench/README.md marked met or missed. */
export function renderMarkdown(r: Results): string {
  return [
    `# Benchmarks — ${r.date.slice(0, 10)}`,
    '',
    ...headerLines(r),
    '',
    ...bundleLines(r.bundle),
    ...apiLines(r.hello, r.api),
    ...deepLines(r.deepPages),
    ...searchLines(r.search),
    ...lighthouseLines(r.lighthouse),
    ...writesLines(r.writes),
    '## Ledger invariants',
    '',
    ledgerLine(r.ledger),
    '',
  ].join('\n');
}
