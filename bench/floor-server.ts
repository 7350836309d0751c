/**
 * B4 floors: a bare Fastify server — a hello world, and bare pg routes doing the same query shape as each
 * measured endpoint (same SQL, same pool size, no validation, no envelope). The product floors look the
 * session up first, as the API does (floor-products.ts). Started by run.ts.
 */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { productFloors } from './floor-products.ts';

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

/** The API's session lookup (apps/api/src/modules/sessions): the bearer token's hash, live session, its user. */
async function sessionUser(request: FastifyRequest): Promise<{ id: string }> {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const { rows } = await pool.query({
    name: 'session_user_by_token_hash',
    text: `SELECT users.id, users.email, users.role, sessions.expires_at FROM sessions
           INNER JOIN users ON users.id = sessions.user_id
           WHERE sessions.token_hash = $1 AND sessions.revoked_at IS NULL AND sessions.expires_at > $2 LIMIT 1`,
    values: [createHash('sha256').update(token).digest(), new Date()],
  });
  if (!rows[0]) throw Object.assign(new Error('unauthenticated'), { statusCode: 401 });
  return rows[0];
}

productFloors(app, pool, sessionUser);

// Orders: like the API's seller list — the total from the trigger-kept counters, the page by a late row
// lookup (the ids from an index-only scan, then those rows), and the lines of the page's orders.
app.get<{ Querystring: Record<string, string> }>('/orders', async (request) => {
  const status = request.query.status;
  const where = `merchant_id = $1 AND type = 'PRODUCT'${status ? ' AND status = $4' : ''}`;
  const params = [merchant, ...pageOf(request.query), ...(status ? [status] : [])];
  const [rows, total] = await Promise.all([
    pool.query(
      `SELECT o.* FROM orders o JOIN (SELECT id FROM orders WHERE ${where} ${recent}) k
         ON o.merchant_id = $1 AND o.id = k.id
       ORDER BY o.created_at DESC NULLS LAST, o.id DESC NULLS LAST`,
      params,
    ),
    pool.query(
      `SELECT coalesce(sum(n), 0)::int AS total FROM order_counts
       WHERE merchant_id = $1 AND type = 'PRODUCT'${status ? ' AND status = $2' : ''}`,
      status ? [merchant, status] : [merchant],
    ),
  ]);
  const items = await pool.query(
    'SELECT * FROM order_items WHERE merchant_id = $1 AND order_id = ANY($2::uuid[]) ORDER BY order_id, position',
    [merchant, rows.rows.map((r) => r.id)],
  );
  return { data: { results: rows.rows, items: items.rows, total: total.rows[0].total } };
});

app.get('/wallet', async () => {
  const { rows } = await pool.query('SELECT * FROM wallets WHERE merchant_id = $1', [merchant]);
  return { data: rows };
});

app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('floor ready');
