import type { describeRun } from './machine.ts';
import type { ProfileFigures } from './public-pages-browser.ts';

/** The bound on each public page: JS and CSS together, in bytes. */
export const JS_CSS_GOAL_BYTES = 30 * 1024;

export interface PageFigures {
  page: string;
  htmlBytes: number;
  gzipBytes: number;
  jsBytes: number;
  cssBytes: number;
  linkedAssets: boolean;
  transferBytes: number;
  medianMs: number;
  p95Ms: number;
  browser: ProfileFigures[];
}

const load = (p: ProfileFigures | undefined) => (p ? `${p.medianMs} (${p.maxMs})` : '—');

/** The Markdown of a run: how it was measured, the sizes against the goal, the answer and load times. */
export function publicPagesReport(how: string, run: ReturnType<typeof describeRun>, results: PageFigures[]) {
  const { machine } = run;
  const rows = results.map((r) => {
    const jsCss = r.jsBytes + r.cssBytes;
    const verdict = !r.linkedAssets && jsCss <= JS_CSS_GOAL_BYTES ? 'within' : '**over**';
    const slow3g = r.browser.find((b) => b.profile === 'Slow 3G');
    const slow4g = r.browser.find((b) => b.profile === 'Slow 4G');
    const doc = slow3g?.median;
    const fetched = doc ? `${doc.documentBytes} ${doc.documentEncoding}, ${doc.requests} request(s)` : '—';
    return `| ${r.page} | ${r.htmlBytes} | ${r.transferBytes} | ${r.gzipBytes} | ${r.jsBytes} | ${r.cssBytes} | ${jsCss} B: ${verdict} | ${fetched} | ${r.medianMs} / ${r.p95Ms} | ${load(slow3g)} | ${load(slow4g)} |`;
  });
  return [
    '# Public pages — size, answer time and load time',
    '',
    how,
    '',
    `Commit ${run.commit.slice(0, 7)}, ${machine.cpu} × ${machine.cores}, Node ${machine.node}; load average ${machine.loadAverageBefore.map((n) => n.toFixed(1)).join(' ')} before, ${machine.loadAverageAfter.map((n) => n.toFixed(1)).join(' ')} after.`,
    '',
    '| page | HTML B | sent B (gzip) | zlib gzip B | JS B | CSS B | JS + CSS (≤ 30 KB) | in Chromium | answer ms median / p95 | Slow 3G load ms median (max) | Slow 4G load ms median (max) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
