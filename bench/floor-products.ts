import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { SessionLookup } from './floor-session.ts';

const NEWEST_FIRST = 'created_at DESC NULLS LAST, id DESC NULLS LAST';

/**
 * The product floors: after the session lookup, the endpoint's own named prepared statements
 * (apps/api/src/modules/products) in the same order — product by id; for a first page, the total from the
 * counters and then the page, newest first straight from the index.
 */
export function productFloors(app: FastifyInstance, pool: pg.Pool, session: SessionLookup) {
  app.get<{ Params: { id: string } }>('/product/:id', async (request) => {
    const merchant = await session(request);
    const { rows } = await pool.query({
      name: 'product_by_id',
      text: 'SELECT * FROM products WHERE merchant_id = $1 AND id = $2',
      values: [merchant.id, request.params.id],
    });
    return { data: rows[0] };
  });

  app.get<{ Querystring: Record<string, string> }>('/products', async (request) => {
    const merchant = await session(request);
    const limit = Number(request.query.limit ?? 10);
    const total = await pool.query({
      name: 'product_total_unfiltered',
      text: 'SELECT coalesce(sum(n), 0)::int AS total FROM product_counts WHERE merchant_id = $1',
      values: [merchant.id],
    });
    const page = await pool.query({
      name: 'product_first_pages_unfiltered',
      text: `SELECT * FROM products WHERE merchant_id = $1 ORDER BY ${NEWEST_FIRST} LIMIT $2 OFFSET $3`,
      values: [merchant.id, limit, (Number(request.query.page ?? 1) - 1) * limit],
    });
    return { data: { results: page.rows, total: total.rows[0].total } };
  });
}
