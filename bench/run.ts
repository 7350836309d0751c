/**
 * The benchmarks of issue 11 against the database seeded by seed.ts: B1 bundle, B4 floors, B5 API,
 * B6 deep pages, B7 search, B2 Lighthouse, B9 writes and the ledger invariants. Writes
 * bench/results/<date>.md and .json.
 *
 *   npm run bench [-- --seconds 20 --runs 3]     # DATABASE_URL, or the embedded database under DATA_DIR (bench/.data)
 *   npm run bench -- --only b2,b9 [--lighthouse-runs 5 --seconds 20]    # just those: results/<date>-b2-b9.*
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { runRollups } from '../apps/api/src/modules/dashboard/rollup-job.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, benchDir, dataDir, openBenchDatabase } from './bench-db.ts';
import { measureBundle } from './bundle.ts';
import { checkLedger } from './ledger-check.ts';
import { load, type LoadFigures, median, quantile, sequential } from './load.ts';
import { measureLighthouse } from './lighthouse.ts';
import { describeRun } from './machine.ts';
import { renderMarkdown, renderPartialMarkdown } from './report.ts';
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
const unknown = ONLY.filter((name) => !['b2', 'b9'].includes(name));
if (unknown.length > 0) throw new Error(`--only takes b2 and/or b9, not ${unknown.join(', ')}`);
const CONNECTIONS = [1, 10, 50];
const repoRoot = path.resolve(benchDir, '..');

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
})();

const pinned = hasTaskset
  ? 'API server, floor server and PostgreSQL on core 0; autocannon and chromium on core 1'
  : 'not pinned';

/** Pins a process and its current children (PostgreSQL's backends) to one core. */
function pin(pid: number, core: number) {
  if (!hasTaskset) return;
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of [String(pid), ...children]) {
    try {
      execFileSync('taskset', ['-a', '-cp', String(core), p], { stdio: 'ignore' });
    } catch {
      // a backend that exited meanwhile
    }
  }
}

/** Starts a TypeScript server on core 0 (when taskset allows) and waits for its ready line. */
async function startServer(
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const node = [process.execPath, '--import', 'tsx', script];
  const child = hasTaskset
    ? spawn('taskset', ['-c', '0', ...node], { cwd: repoRoot, env: { ...process.env, ...env } })
    : spawn(node[0]!, node.slice(1), { cwd: repoRoot, env: { ...process.env, ...env } });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return child;
}

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
    if (!process.env.DATABASE_URL) {
      const { rows: pid } = await bench.pool.query('SELECT pg_backend_pid() AS pid');
      const postmaster = Number(
        execFileSync('ps', ['-o', 'ppid=', '-p', String(pid[0].pid)], { encoding: 'utf8' }).trim(),
      );
      pin(postmaster, 0);
    }
    if (hasTaskset) execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });

    const apiPort = await freePort();
    children.push(
      await startServer(
        'apps/api/src/server.ts',
        {
          DATABASE_URL: bench.url,
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          DATA_DIR: dataDir,
          ...BENCH_SERVER_LIMITS,
        },
        'Oja is running',
      ),
    );
    const floorPort = await freePort();
    children.push(
      await startServer(
        'bench/floor-server.ts',
        { DATABASE_URL: bench.url, PORT: String(floorPort), MERCHANT_ID: merchantId },
        'floor ready',
      ),
    );
    const api = `http://127.0.0.1:${apiPort}`;
    const floor = `http://127.0.0.1:${floorPort}`;
    const login = await fetch(`${api}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens
      .access.token;
    const auth = { authorization: `Bearer ${token}` };

    const b2 = () => {
      console.log(`B2 Lighthouse: ${LIGHTHOUSE_RUNS} run(s) × 4 pages × desktop and mobile`);
      return measureLighthouse(api, `access-token=${token}`, LIGHTHOUSE_RUNS);
    };
    const b9 = () => {
      console.log(
        `B9 writes: ${WRITE_CONNECTIONS} connections × ${SECONDS} s each, then the ledger invariants`,
      );
      return measureWrites(api, auth, bench.pool, merchantId, SECONDS);
    };
    if (ONLY.length > 0) {
      const lighthouse = ONLY.includes('b2') ? await b2() : undefined;
      const writes = ONLY.includes('b9') ? await b9() : undefined;
      const partial = {
        ...describeRun(repoRoot, loadBefore, pinned),
        settings: { secondsPerPoint: SECONDS, lighthouseRuns: LIGHTHOUSE_RUNS },
        lighthouse,
        writes,
      };
      await writeResults(`-${ONLY.join('-')}`, partial, renderPartialMarkdown(partial));
      return;
    }

    console.log('B1 bundle');
    const bundle = measureBundle(path.join(repoRoot, 'apps/web/dist'));

    const endpoints: { name: string; path: string; floor: string }[] = [
      { name: 'product by id', path: `/v1/products/${productId}`, floor: `/product/${productId}` },
      { name: 'products page 1', path: '/v1/products?page=1&limit=10', floor: '/products?page=1&limit=10' },
      {
        name: 'orders page 1',
        path: '/v1/order/seller?type=PRODUCT&page=1&limit=10',
        floor: '/orders?page=1&limit=10',
      },
      {
        name: 'orders by status',
        path: '/v1/order/seller?type=PRODUCT&status=shipped&page=1&limit=10',
        floor: '/orders?status=shipped&page=1&limit=10',
      },
      { name: 'wallet balance', path: '/v1/wallet', floor: '/wallet' },
      // No same-shape floor: the reports read the dashboard roll-ups; its floor is the hello world.
      { name: 'dashboard reports (30 days)', path: '/v1/dashboard/reports', floor: '/hello' },
    ];
    for (const e of endpoints) {
      const res = await fetch(api + e.path, { headers: auth });
      if (res.status !== 200) throw new Error(`${e.path}: ${res.status} ${await res.text()}`);
    }

    // Warm both servers (JIT, plan caches, PostgreSQL buffers) before anything is measured.
    for (const e of endpoints) {
      await load(api + e.path, 10, 2, auth);
      await load(floor + e.floor, 10, 2);
    }

    console.log(
      `B4/B5 API and floors: ${RUNS} run(s) × ${CONNECTIONS.length} connection counts × ${SECONDS} s`,
    );
    const samples = new Map<string, LoadFigures[]>();
    const add = (key: string, figures: LoadFigures) =>
      samples.set(key, [...(samples.get(key) ?? []), figures]);
    for (let run = 0; run < RUNS; run++) {
      for (const c of CONNECTIONS) {
        add(`hello|${c}`, await load(`${floor}/hello`, c, SECONDS));
        for (const e of endpoints) {
          add(`api|${e.name}|${c}`, await load(api + e.path, c, SECONDS, auth));
          if (e.floor !== '/hello') add(`floor|${e.name}|${c}`, await load(floor + e.floor, c, SECONDS));
          const last = samples.get(`api|${e.name}|${c}`)!.at(-1)!;
          console.log(
            `  run ${run + 1} c=${c} ${e.name}: ${last.reqPerSec.toFixed(0)} req/s, p99 ${last.p99} ms`,
          );
        }
      }
    }
    const med = (key: string) => {
      const list = samples.get(key)!;
      return {
        reqPerSec: median(list.map((f) => f.reqPerSec)),
        p50: median(list.map((f) => f.p50)),
        p99: median(list.map((f) => f.p99)),
        non2xx: list.reduce((n, f) => n + f.non2xx + f.errors, 0),
      };
    };
    const api5 = endpoints.flatMap((e) =>
      CONNECTIONS.map((c) => {
        const figures = med(`api|${e.name}|${c}`);
        const floorFigures = med(e.floor === '/hello' ? `hello|${c}` : `floor|${e.name}|${c}`);
        return {
          endpoint: e.name,
          path: e.path,
          connections: c,
          ...figures,
          floor: e.floor === '/hello' ? 'hello world' : `bare pg ${e.floor}`,
          floorReqPerSec: floorFigures.reqPerSec,
          floorP99: floorFigures.p99,
          ratio: figures.reqPerSec / floorFigures.reqPerSec,
        };
      }),
    );
    const hello = CONNECTIONS.map((c) => ({ connections: c, ...med(`hello|${c}`) }));

    console.log('B6 deep pages');
    const deepRuns = 11;
    const deep = [];
    for (const [name, base] of [
      ['products', '/v1/products?limit=10&page='],
      ['orders', '/v1/order/seller?type=PRODUCT&limit=10&page='],
    ] as const) {
      const times: Record<number, number[]> = { 1: [], 1000: [], 10000: [] };
      for (let i = 0; i < deepRuns; i++) {
        for (const page of [1, 1000, 10000]) {
          const [t] = await sequential([`${api}${base}${page}`], auth, i === 0 ? 1 : 0);
          times[page]!.push(t!);
        }
      }
      const first = median(times[1]!);
      for (const page of [1, 1000, 10000]) {
        deep.push({
          list: name,
          page,
          medianMs: median(times[page]!),
          overFirst: median(times[page]!) / first,
        });
      }
    }

    console.log('B7 search');
    const prefixes = [
      'Ankara',
      'Wirel',
      'Lea',
      'Vint',
      'Organic Gr',
      'Smart Bl',
      'Kids',
      'Luxury Go',
      'Cotton W',
      'Silk P',
    ];
    const infixes = [
      'wristwatch 12',
      'gown',
      'power bank 7',
      'shea butter',
      'Red backpack',
      'sandals 9',
      'earbuds 45',
      'Gold lamp',
      'kaftan 3',
      'phone case 88',
    ];
    const typos = [
      'wristwach',
      'sneekers',
      'handbg',
      'perfum 1',
      'blendr',
      'agbda',
      'headwarp',
      'notebok',
      'rice coker',
      'Ankra',
    ];
    const terms = Array.from(
      { length: 200 },
      (_, i) => [prefixes, infixes, typos][i % 3]![Math.floor(i / 3) % 10]!,
    );
    const searchTimes = await sequential(
      terms.map((t) => `${api}/v1/products?page=1&limit=10&name=${encodeURIComponent(t)}`),
      auth,
    );
    const { rows: catalogue } = await bench.pool.query(
      'SELECT coalesce(sum(n), 0)::int AS n FROM product_counts WHERE merchant_id = $1',
      [merchantId],
    );
    const search = {
      count: terms.length,
      products: catalogue[0].n as number,
      p50: quantile(searchTimes, 0.5),
      p95: quantile(searchTimes, 0.95),
      byKind: Object.fromEntries(
        ['prefix', 'infix', 'typo'].map((kind, k) => [
          kind,
          quantile(
            searchTimes.filter((_, i) => i % 3 === k),
            0.95,
          ),
        ]),
      ),
    };

    const lighthouse = await b2();
    const writes = await b9();

    console.log('Ledger invariants');
    const ledger = await checkLedger(bench.pool, merchantId);

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
        deepPageRequests: deepRuns,
        rollupSeconds,
      },
      data: counts[0],
      bundle,
      hello,
      api: api5,
      deepPages: deep,
      search,
      lighthouse,
      writes,
      ledger,
    };
    await writeResults('', results, renderMarkdown(results));
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
