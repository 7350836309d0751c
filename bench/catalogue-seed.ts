/**
 * The large-merchant catalogue benchmark: 100,000 products for one merchant (generate_series SQL),
 * then the server time of GET /v1/products page 1, page 5,000 and name searches, measured inside the
 * app (Fastify's reply.elapsedTime) over repeated requests, plus EXPLAIN ANALYZE of the list queries.
 *
 *   npx tsx bench/catalogue-seed.ts            # embedded PostgreSQL in a temporary directory
 *   DATABASE_URL=postgres://… npx tsx bench/catalogue-seed.ts [count]
 */
import { buildApp } from '../apps/api/src/app.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { inProcessSettings } from './production-env.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { runMain, withScratchDatabase } from './bench-db.ts';
import { PRODUCT_WORDS_AND_COLUMNS } from './seed-sql.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { issueSession } from '../apps/api/src/modules/sessions/session-service.ts';

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = 60;

const SEED_SQL = `${PRODUCT_WORDS_AND_COLUMNS}
SELECT $1::uuid,
       gen_random_uuid(),
       'SKU-' || lpad(g::text, 7, '0'),
       adj[1 + g % 20] || ' ' || colour[1 + (g / 20) % 10] || ' ' || noun[1 + (g / 7) % 20] || ' ' || g,
       'Generated product ' || g,
       category[1 + g % 6],
       (500 + (g * 37) % 500000) * 100,
       CASE WHEN g % 4 = 0 THEN (600 + (g * 37) % 500000) * 100 END,
       g % 50,
       CASE WHEN g % 5 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
       ARRAY['bench'],
       now() - g * interval '1 second',
       now()
FROM words, generate_series(1, $2::int) AS g`;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
}

async function main() {
  await withScratchDatabase(async ({ dir, pool }) => {
    const db = createDatabase(pool);
    const [merchant] = await db
      .insert(users)
      .values({ email: `bench-${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Bench' })
      .returning({ id: users.id });
    const { token } = await issueSession(db, merchant!.id, 1);

    let started = performance.now();
    await pool.query(SEED_SQL, [merchant!.id, COUNT]);
    console.log(`Inserted ${COUNT} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await pool.query('VACUUM ANALYZE products');
    console.log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const env = loadEnv(inProcessSettings(dir));
    const app = await buildApp({ env, pool });
    let times: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      times.push(reply.elapsedTime);
    });
    await app.ready();

    const cases: [string, string][] = [
      ['page 1', '/v1/products?page=1&limit=10'],
      ['page 5,000', '/v1/products?page=5000&limit=10'],
      ['page 1, status=ACTIVE', '/v1/products?page=1&limit=10&status=ACTIVE'],
      ['name search "wristwatch 1234"', '/v1/products?name=wristwatch%201234'],
      ['name search "gown" (5% of rows)', '/v1/products?name=gown'],
      ['sku prefix "SKU-00012"', '/v1/products?identifier=sku&searchText=SKU-00012'],
      ['category=Books', '/v1/products?category=Books'],
    ];
    for (const [label, path] of cases) {
      times = [];
      let total = 0;
      for (let i = 0; i < RUNS + 5; i++) {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
        total = res.json().data.totalResults;
      }
      console.log(`${label.padEnd(38)} ${summary(times.slice(5))}  (${total} results)`);
    }

    console.log('\nEXPLAIN ANALYZE (database execution time):');
    const explain = async (label: string, query: string, params: unknown[]) => {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
      const lines = rows.map((r) => r['QUERY PLAN'] as string);
      const node = lines[0]!.trim().split('  (')[0];
      console.log(`${label.padEnd(38)} ${lines.at(-1)!.trim()}  — ${node}`);
    };
    const keys = `SELECT id FROM products WHERE merchant_id = $1 ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 10 OFFSET $2`;
    await explain('page keys, page 1', keys, [merchant!.id, 0]);
    await explain('page keys, page 5,000', keys, [merchant!.id, 49_990]);
    await explain('total from product_counts', 'SELECT sum(n) FROM product_counts WHERE merchant_id = $1', [
      merchant!.id,
    ]);
    await explain(
      'count(*) of all (what counters save)',
      'SELECT count(*) FROM products WHERE merchant_id = $1',
      [merchant!.id],
    );
    const gown = `SELECT id FROM products WHERE merchant_id = $1 AND name ILIKE '%gown%' ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 10`;
    await explain('page keys, name ILIKE "gown"', gown, [merchant!.id]);
    await explain(
      'count, name ILIKE "gown"',
      "SELECT count(*) FROM products WHERE merchant_id = $1 AND name ILIKE '%gown%'",
      [merchant!.id],
    );
    await explain(
      'count, name ILIKE "wristwatch 1234"',
      "SELECT count(*) FROM products WHERE merchant_id = $1 AND name ILIKE '%wristwatch 1234%'",
      [merchant!.id],
    );

    started = performance.now();
    const csv = await app.inject({
      method: 'GET',
      url: '/v1/products/export.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = csv.body.split('\n').length - 2;
    console.log(
      `\nexport.csv of ${lines} products: ${((performance.now() - started) / 1000).toFixed(1)} s, ${(csv.rawPayload.length / 1e6).toFixed(1)} MB`,
    );
    await app.close();
  });
}

runMain(main);
