/**
 * B4 floors: a bare Fastify server — a hello world, and bare pg routes doing the same query shape as each
 * measured endpoint (same SQL, same pool size, no validation, no envelope). The orders and wallet floors
 * (floor-lists.ts) run exactly the endpoint's statements, its session lookup first. Started by run.ts.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { listFloors } from './floor-lists.ts';

const url = process.env.DATABASE_URL!;
const merchant = process.env.MERCHANT_ID!;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
// The same order as the API's lists and their indexes (DESC NULLS LAST).
const recent = 'ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT $2 OFFSET $3';
const pageOf = (query: Record<string, string>) => {
  const limit = Number(query.limit ?? 10);
  return [limit, (Number(query.page ?? 1) - 1) * limit];
};

app.get('/hello', async () => ({ hello: 'world' }));

app.get<{ Params: { id: string } }>('/product/:id', async (request) => {
  const { rows } = await pool.query('SELECT * FROM products WHERE merchant_id = $1 AND id = $2', [
    merchant,
    request.params.id,
  ]);
  return { data: rows[0] };
});

app.get<{ Querystring: Record<string, string> }>('/products', async (request) => {
  const [rows, total] = await Promise.all([
    pool.query(`SELECT * FROM products WHERE merchant_id = $1 ${recent}`, [
      merchant,
      ...pageOf(request.query),
    ]),
    pool.query('SELECT coalesce(sum(n), 0)::int AS total FROM product_counts WHERE merchant_id = $1', [
      merchant,
    ]),
  ]);
  return { data: { results: rows.rows, total: total.rows[0].total } };
});

listFloors(app, pool);

app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('floor ready');
