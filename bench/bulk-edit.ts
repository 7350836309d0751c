/**
 * B10: a bulk edit of 10,000 products of the 100k-product merchant (goal: apply ≤ 2 s). The real server in
 * production mode (bench/production-env.ts) on a free loopback port, with the bench database; per round,
 * one after the other: the preview, the apply (price −10 %, 10,000 picked ids, one Idempotency-Key each)
 * and its undo, which puts the catalogue back as it was. Client wall time of each HTTP request over
 * loopback, median and max of the rounds.
 *
 *   DATA_DIR=bench/.data-bulk npm run bench:seed -- --scale 1 --catalogue-only
 *   DATA_DIR=bench/.data-bulk npx tsx bench/bulk-edit.ts --label a      # → results/<date>-bulk-edit-a.*
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, benchDir, dataDir, openBenchDatabase } from './bench-db.ts';
import { startServer } from './cores.ts';
import { productionSettings } from './production-env.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const LABEL = arg('label') ?? 'a';
const ROUNDS = Number(arg('rounds') ?? 5);
const EDIT_SIZE = 10_000;
const GOAL_MS = 2_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(url: string, init: RequestInit, expected: number) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as { data: Record<string, unknown>; message: string };
  const ms = performance.now() - started;
  if (res.status !== expected) throw new Error(`${url}: ${res.status} ${body.message}`);
  return { ms, data: body.data };
}

async function main() {
  const loadBefore = os.loadavg();
  const bench = await openBenchDatabase(2);
  const { rows: merchant } = await bench.pool.query('SELECT id FROM users WHERE email = $1', [BENCH_EMAIL]);
  if (merchant.length === 0) throw new Error('The large merchant is not seeded: run the seed first.');
  const merchantId = merchant[0].id as string;
  const { rows: counted } = await bench.pool.query(
    'SELECT count(*)::int AS n FROM products WHERE merchant_id = $1',
    [merchantId],
  );
  // Every tenth product in list order: 10,000 picked ids spread over the whole catalogue.
  const { rows: picked } = await bench.pool.query(
    `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n
       FROM products WHERE merchant_id = $1) p WHERE n % 10 = 0 LIMIT $2`,
    [merchantId, EDIT_SIZE],
  );
  const productId = picked.map((r) => r.id as string);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = await startServer(
    'apps/api/src/server.ts',
    {
      DATABASE_URL: bench.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...productionSettings(api),
      DATA_DIR: dataDir,
    },
    'Oja is running',
  );
  try {
    const login = await timed(
      `${api}/v1/auth/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
      },
      200,
    );
    const token = (login.data as { tokens: { access: { token: string } } }).tokens.access.token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const body = JSON.stringify({ target: { productId }, change: { price: { percent: -10 } } });
    const rounds: { preview: number; apply: number; undo: number; count: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const preview = await timed(`${api}/v1/products/bulk/preview`, { method: 'POST', headers, body }, 200);
      const apply = await timed(
        `${api}/v1/products/bulk`,
        { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body },
        201,
      );
      const undo = await timed(
        `${api}/v1/products/bulk/${apply.data.id as string}/undo`,
        { method: 'POST', headers: { authorization: headers.authorization } },
        200,
      );
      rounds.push({ preview: preview.ms, apply: apply.ms, undo: undo.ms, count: apply.data.count as number });
      console.log(
        `round ${round + 1}: preview ${preview.ms.toFixed(0)} ms, apply ${apply.ms.toFixed(0)} ms ` +
          `(${String(apply.data.count)} products), undo ${undo.ms.toFixed(0)} ms`,
      );
    }
    const figures = {
      label: LABEL,
      date: new Date().toISOString(),
      products: counted[0].n as number,
      editSize: productId.length,
      rounds,
      median: {
        preview: median(rounds.map((r) => r.preview)),
        apply: median(rounds.map((r) => r.apply)),
        undo: median(rounds.map((r) => r.undo)),
      },
      maxApply: Math.max(...rounds.map((r) => r.apply)),
      goalMs: GOAL_MS,
      loadavg: { before: loadBefore, after: os.loadavg() },
      cores: os.cpus().length,
    };
    const verdict = figures.maxApply <= GOAL_MS ? 'met' : 'missed';
    const md =
      `# B10 bulk edit, run ${LABEL} (${figures.date.slice(0, 16)} UTC)\n\n` +
      `${figures.editSize.toLocaleString('en')} picked products of ${figures.products.toLocaleString('en')}, price −10 %, ` +
      `${ROUNDS} rounds of preview → apply → undo, client wall time over loopback, production settings.\n\n` +
      `| | median ms | max ms |\n| --- | --- | --- |\n` +
      (['preview', 'apply', 'undo'] as const)
        .map(
          (k) =>
            `| ${k} | ${figures.median[k].toFixed(0)} | ${Math.max(...rounds.map((r) => r[k])).toFixed(0)} |`,
        )
        .join('\n') +
      `\n\nGoal: apply ≤ ${GOAL_MS} ms in every round — **${verdict}**. Load average ` +
      `${figures.loadavg.before.map((n) => n.toFixed(1)).join('/')} → ${figures.loadavg.after.map((n) => n.toFixed(1)).join('/')} on ${figures.cores} cores.\n`;
    const base = path.join(benchDir, 'results', `${figures.date.slice(0, 10)}-bulk-edit-${LABEL}`);
    await writeFile(`${base}.json`, `${JSON.stringify(figures, null, 2)}\n`);
    await writeFile(`${base}.md`, md);
    console.log(md);
  } finally {
    server.kill('SIGTERM');
    await bench.close();
  }
}

await main();
