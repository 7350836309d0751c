import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';

/** The signed-in merchant of a request, by the same statement as the API's session lookup (floor-server.ts). */
export type SessionLookup = (request: FastifyRequest) => Promise<{ id: string }>;

const NEWEST_FIRST = 'created_at DESC NULLS LAST, id DESC NULLS LAST';

/**
 * The product floors: after the session lookup, the endpoint's own named prepared statement
 * (apps/api/src/modules/products) — product by id, and a first page read with its total in one statement.
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
    const { rows } = await pool.query({
      name: 'product_first_pages_unfiltered',
      text: `SELECT counted.list_total, page.* FROM (
               SELECT coalesce(sum(n), 0)::int AS list_total FROM product_counts WHERE merchant_id = $1
             ) AS counted LEFT JOIN LATERAL (
               SELECT * FROM products WHERE merchant_id = $1 ORDER BY ${NEWEST_FIRST} LIMIT $2 OFFSET $3
             ) AS page ON true ORDER BY ${NEWEST_FIRST}`,
      values: [merchant.id, limit, (Number(request.query.page ?? 1) - 1) * limit],
    });
    return { data: { results: rows.filter((r) => r.id !== null), total: rows[0].list_total } };
  });
}
