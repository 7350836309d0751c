/**
 * GET /v1/search (the command palette) at the large merchant of seed.ts: 200 searches one at a time —
 * names (product words, a typo, the 300k invoices' and 10k conversations' shared "buyer"), order numbers
 * (whole and their start), buyer emails and invoice numbers, ¼ each — client latency p50/p95 overall and
 * per class; then EXPLAIN (ANALYZE, BUFFERS) of every kind's query for every term, reporting per kind and
 * class the slowest term's plan and whether any term's plan scanned a table. Writes results/<date>-palette-search-<label>.md/.json.
 *
 *   npx tsx bench/palette-search.ts --label a
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SearchKind, searchKinds } from '@oja/contracts';
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { searchStatement } from '../apps/api/src/modules/search/search-statement.ts';
import { searchTerms } from '../apps/api/src/modules/search/search-terms.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, benchDir, dataDir, openBenchDatabase, runMain } from './bench-db.ts';
import { pinDatabaseAndSelf, pinned, repoRoot, startServer } from './cores.ts';
import { quantile, sequential } from './load.ts';
import { describeRun } from './machine.ts';
import { productionSettings } from './production-env.ts';

const label = process.argv.includes('--label') ? process.argv[process.argv.indexOf('--label') + 1]! : 'a';
const classes: Record<string, string[]> = {
  name: ['Ankara', 'gown', 'shea butter', 'wristwach', 'Gold lamp', 'buyer', 'Buyer 4711', 'kaftan 3'],
  'order number': ['BENCH-123456', 'BENCH-98', 'OJ-X', 'bench-5555', 'BENCH-777777', 'BENCH-4'],
  email: ['buyer4711@', 'invoice1234@example.com', 'buyer12', 'nobody@', 'invoice9'],
  'invoice number': ['INV-0042', 'inv123456', '299999', 'INV-1'],
};

async function explainAll(pool: pg.Pool, merchantId: string) {
  const dialect = new PgDialect();
  const plans = [];
  for (const kind of searchKinds)
    for (const [name, terms] of Object.entries(classes)) {
      const explained = [];
      for (const term of terms) explained.push(await explainOne(pool, dialect, merchantId, kind, term));
      const worst = explained.reduce((a, b) => (b.ms > a.ms ? b : a));
      plans.push({
        ...worst,
        class: name,
        seqScanTerms: explained.filter((p) => p.seqScan).map((p) => p.term),
      });
    }
  return plans;
}

async function explainOne(
  pool: pg.Pool,
  dialect: PgDialect,
  merchantId: string,
  kind: SearchKind,
  term: string,
) {
  const query = dialect.sqlToQuery(searchStatement(merchantId, [kind], searchTerms(term)));
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
  const plan = rows[0]['QUERY PLAN'][0];
  const nodes: Record<string, unknown>[] = [];
  const walk = (node: Record<string, unknown>) => {
    nodes.push(node);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan.Plan);
  return {
    kind,
    term,
    ms: plan['Execution Time'] as number,
    buffers: Number(plan.Plan['Shared Hit Blocks']) + Number(plan.Plan['Shared Read Blocks']),
    seqScan: nodes.some((node) => node['Node Type'] === 'Seq Scan'),
    scans: nodes
      .filter((node) => String(node['Node Type']).includes('Scan'))
      .map((node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`),
  };
}

const children: ChildProcess[] = [];
runMain(async () => {
  const loadBefore = os.loadavg();
  const bench = await openBenchDatabase(2);
  try {
    const { rows } = await bench.pool.query('SELECT id FROM users WHERE email = $1', [BENCH_EMAIL]);
    if (!rows.length) throw new Error('The large merchant is not seeded: run `npm run bench:seed` first.');
    const merchantId = rows[0].id as string;
    const backend = Number((await bench.pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    pinDatabaseAndSelf(process.env.DATABASE_URL ? undefined : backend);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    children.push(
      await startServer(
        'apps/api/src/server.ts',
        {
          DATABASE_URL: bench.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          ...productionSettings(api),
          DATA_DIR: dataDir,
        },
        'Oja is running',
      ),
    );
    const login = await fetch(`${api}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens
      .access.token;
    const names = Object.keys(classes);
    const terms = Array.from({ length: 200 }, (_, i) => {
      const list = classes[names[i % names.length]!]!;
      return list[Math.floor(i / names.length) % list.length]!;
    });
    const times = await sequential(
      terms.map((term) => `${api}/v1/search?q=${encodeURIComponent(term)}`),
      { authorization: `Bearer ${token}` },
    );
    const byClass = Object.fromEntries(
      names.map((name, k) => [
        name,
        quantile(
          times.filter((_, i) => i % names.length === k),
          0.95,
        ),
      ]),
    );
    const plans = await explainAll(bench.pool, merchantId);
    const { rows: sizes } = await bench.pool.query(
      `SELECT (SELECT count(*) FROM products WHERE merchant_id = $1)::int AS products,
              (SELECT count(*) FROM orders WHERE merchant_id = $1)::int AS orders,
              (SELECT count(*) FROM invoices WHERE merchant_id = $1)::int AS invoices,
              (SELECT count(*) FROM conversations WHERE merchant_id = $1)::int AS conversations`,
      [merchantId],
    );
    const results = {
      ...describeRun(repoRoot, loadBefore, pinned),
      loadAfter: os.loadavg(),
      data: sizes[0],
      search: { count: terms.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95), byClass },
      plans,
    };
    const md = [
      `# GET /v1/search at the large merchant (${label}) — ${results.date.slice(0, 10)}`,
      '',
      `Commit ${results.commit}; load average ${loadBefore.map((n) => n.toFixed(1)).join(' ')} before, ${results.loadAfter.map((n) => n.toFixed(1)).join(' ')} after; ${pinned}.`,
      `Data: ${JSON.stringify(sizes[0])}. Production settings, one connection, ${terms.length} searches one at a time (3 warm-ups), client latency over loopback.`,
      '',
      `p50 **${results.search.p50.toFixed(2)} ms**, p95 **${results.search.p95.toFixed(2)} ms**; p95 by class: ${names.map((n) => `${n} ${byClass[n]!.toFixed(2)} ms`).join(', ')}.`,
      '',
      'EXPLAIN ANALYZE of each kind alone for every term; per kind and class, the slowest term, and the terms whose plan read a table (Seq Scan) if any:',
      '',
      '| Kind | Class | Slowest term | ms | Buffers | Scans | Terms with a Seq Scan |',
      '|---|---|---|---|---|---|---|',
      ...plans.map(
        (p) =>
          `| ${p.kind} | ${p.class} | ${p.term} | ${p.ms.toFixed(2)} | ${p.buffers} | ${p.scans.join(', ')} | ${p.seqScanTerms.join(', ') || 'none'} |`,
      ),
      '',
    ].join('\n');
    const name = `${results.date.slice(0, 10)}-palette-search-${label}`;
    await mkdir(path.join(benchDir, 'results'), { recursive: true });
    await writeFile(path.join(benchDir, 'results', `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
    await writeFile(path.join(benchDir, 'results', `${name}.md`), md);
    console.log(md);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await bench.close();
  }
});
