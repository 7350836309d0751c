/**
 * The benchmarks of bench/README.md against the database seeded by seed.ts: B1 bundle, B4 floors, B5 API,
 * B6 deep pages, B7 search, B2 Lighthouse, B9 writes and the ledger invariants. Writes
 * bench/results/<date>.md and .json.
 *
 *   npm run bench [-- --seconds 20 --runs 3]     # DATABASE_URL, or the embedded database under DATA_DIR (bench/.data)
 *   npm run bench -- --only b2,b9 [--lighthouse-runs 5 --seconds 20]    # just those: results/<date>-b2-b9.*
 *   DATA_DIR=… npm run bench -- --only b7 --label 1m                    # results/<date>-b7-1m.*
 *
 * --only takes any of b1, b5 (with its b4 floors), b6, b7, b2, b9 and ledger; --label names the output.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { runRollups } from '../apps/api/src/modules/dashboard/rollup-job.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, benchDir, dataDir, openBenchDatabase } from './bench-db.ts';
import { CONNECTIONS, measureApi } from './api-load.ts';
import { measureBundle } from './bundle.ts';
import { pinDatabaseAndSelf, pinned, repoRoot, startServer } from './cores.ts';
import { productionSettings } from './production-env.ts';
import { DEEP_PAGE_REQUESTS, measureDeepPages } from './deep-pages.ts';
import { checkLedger } from './ledger-check.ts';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse.ts';
import { describeRun } from './machine.ts';
import { renderMarkdown, renderPartialMarkdown, type Results, SECTIONS, type Section } from './report.ts';
import { measureSearch } from './search.ts';
import { BENCH_SERVER_LIMITS, measureWrites, WRITE_CONNECTIONS } from './writes.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = arg('seconds', 20);
const RUNS = arg('runs', 3);
const LIGHTHOUSE_RUNS = arg('lighthouse-runs', 5);
/** `--only b2,b9`: just those benchmarks, written to results/<date>-b2-b9.md and .json. */
const ONLY = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]!.split(',')
  : [];
const unknown = ONLY.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}, not ${unknown.join(', ')}`);
const runs = (section: Section) => ONLY.length === 0 || ONLY.includes(section);
/** `--label 1m`: appended to the results' name, e.g. to tell the 1M-product run apart. */
const LABEL = process.argv.includes('--label')
  ? process.argv[process.argv.indexOf('--label') + 1]
  : undefined;
if (LABEL !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(LABEL)) throw new Error('--label takes [a-z0-9-]');
async function writeResults(suffix: string, results: object, markdown: string) {
  const name = `${new Date().toISOString().slice(0, 10)}${suffix}`;
  const dir = path.join(benchDir, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(dir, `${name}.md`), markdown);
  console.log(`Wrote bench/results/${name}.md and .json`);
}

const children: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
}

async function main() {
  const loadBefore = os.loadavg();
  const bench = await openBenchDatabase(2);
  try {
    const { rows } = await bench.pool.query(
      `SELECT id, md5('bench-product-50000')::uuid AS product FROM users WHERE email = $1`,
      [BENCH_EMAIL],
    );
    if (rows.length === 0)
      throw new Error('The large merchant is not seeded: run `npm run bench:seed` first.');
    const merchantId = rows[0].id as string;
    const productId = rows[0].product as string;
    // The dashboard roll-ups caught up first (a backfill after a fresh seed), so the server's own job finds
    // nothing to do while the figures are taken.
    const rollupStarted = performance.now();
    await runRollups(createDatabase(bench.pool));
    const rollupSeconds = (performance.now() - rollupStarted) / 1000;
    console.log(`Dashboard roll-ups caught up in ${rollupSeconds.toFixed(1)} s`);
    const backend = process.env.DATABASE_URL
      ? undefined
      : Number((await bench.pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    pinDatabaseAndSelf(backend);

    const apiPort = await freePort();
    children.push(
      await startServer(
        'apps/api/src/server.ts',
        {
          DATABASE_URL: bench.url,
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          ...productionSettings(`http://127.0.0.1:${apiPort}`),
          DATA_DIR: dataDir,
          ...BENCH_SERVER_LIMITS,
        },
        'Oja is running',
      ),
    );
    // The floors are needed by B5 only.
    let floor: string | undefined;
    if (runs('b5')) {
      const floorPort = await freePort();
      children.push(
        await startServer(
          'bench/floor-server.ts',
          { DATABASE_URL: bench.url, PORT: String(floorPort) },
          'floor ready',
        ),
      );
      floor = `http://127.0.0.1:${floorPort}`;
    }
    const api = `http://127.0.0.1:${apiPort}`;
    const login = await fetch(`${api}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens
      .access.token;
    const auth = { authorization: `Bearer ${token}` };

    const section = async <T>(name: Section, title: string, measure: () => Promise<T> | T) => {
      if (!runs(name)) return undefined;
      console.log(title);
      return measure();
    };
    const bundle = await section('b1', 'B1 first-screen JS (Chromium network log)', () =>
      measureBundle(api, `access-token=${token}`),
    );
    const b5 = await section('b5', 'B4/B5 API and floors', () =>
      measureApi(api, floor!, auth, productId, RUNS, SECONDS),
    );
    const deepPages = await section('b6', 'B6 deep pages', () => measureDeepPages(api, auth));
    const search = await section('b7', 'B7 search', () => measureSearch(api, auth, bench.pool, merchantId));
    const lighthouse = await section(
      'b2',
      `B2 Lighthouse: ${LIGHTHOUSE_RUNS} run(s) × ${LIGHTHOUSE_PAGES.length} pages × desktop and mobile`,
      () => measureLighthouse(api, `access-token=${token}`, LIGHTHOUSE_RUNS),
    );
    const writes = await section(
      'b9',
      `B9 writes: ${WRITE_CONNECTIONS} connections × ${SECONDS} s each, then the ledger invariants`,
      () => measureWrites(api, auth, bench.pool, merchantId, SECONDS),
    );
    const ledger = await section('ledger', 'Ledger invariants', () => checkLedger(bench.pool, merchantId));

    const { rows: counts } = await bench.pool.query(
      `SELECT (SELECT sum(n) FROM product_counts WHERE merchant_id = $1)::bigint AS products,
              (SELECT reltuples::bigint FROM pg_class WHERE relname = 'orders') AS orders_estimate`,
      [merchantId],
    );
    const results = {
      ...describeRun(repoRoot, loadBefore, pinned),
      settings: {
        secondsPerPoint: SECONDS,
        runs: RUNS,
        lighthouseRuns: LIGHTHOUSE_RUNS,
        connections: CONNECTIONS,
        deepPageRequests: DEEP_PAGE_REQUESTS,
        rollupSeconds,
      },
      data: counts[0],
      bundle,
      hello: b5?.hello,
      api: b5?.api,
      deepPages,
      search,
      lighthouse,
      writes,
      ledger,
    };
    if (ONLY.length > 0) {
      const suffix = `-${[...ONLY, ...(LABEL ? [LABEL] : [])].join('-')}`;
      await writeResults(suffix, results, renderPartialMarkdown(results, ONLY));
      return;
    }
    await writeResults(LABEL ? `-${LABEL}` : '', results, renderMarkdown(results as Results));
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
