/**
 * The orders and wallet floors: exactly the statements the API runs for GET /v1/order/seller and
 * GET /v1/wallet, on bare pg — the session lookup by the token's hash (the API's named prepared statement),
 * then the endpoint's one statement — with no validation, mapping or envelope. The ratio to these floors is
 * the API's own overhead.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { orderPageQuery } from '../apps/api/src/modules/orders/order-page-query.ts';
import type { SessionLookup } from './floor-session.ts';

const WALLET_SQL = `select "wallets"."merchant_id", "wallets"."currency", "wallets"."balance", "wallets"."created_at", "wallets"."updated_at", "ledger_account_totals"."balance", "bank_accounts"."merchant_id", "bank_accounts"."account_number", "bank_accounts"."bank_code", "bank_accounts"."bank_name", "bank_accounts"."account_name", "bank_accounts"."name_matched", "bank_accounts"."recipient_code", "bank_accounts"."verification_id", "bank_accounts"."created_at", "bank_accounts"."updated_at", "wallet_pins"."merchant_id", ("wallet_pins"."locked_at" IS NOT NULL AND ("wallet_pins"."locked_until" IS NULL OR "wallet_pins"."locked_until" > now())), "wallet_pins"."locked_until" from "users" left join "wallets" on "wallets"."merchant_id" = "users"."id" left join "ledger_account_totals" on ("ledger_account_totals"."merchant_id" = "wallets"."merchant_id" and "ledger_account_totals"."account" = $1 and "ledger_account_totals"."currency" = "wallets"."currency") left join "bank_accounts" on "bank_accounts"."merchant_id" = "users"."id" left join "wallet_pins" on "wallet_pins"."merchant_id" = "users"."id" where "users"."id" = $2 order by "wallets"."created_at" asc, "wallets"."currency" asc`;

// The page statement's text and values, rendered once per user and query string (the API renders it per call).
const orderStatements = new Map<string, { sql: string; params: unknown[] }>();

async function ordersFloor(
  pool: pg.Pool,
  session: SessionLookup,
  request: FastifyRequest<{ Querystring: Record<string, string> }>,
) {
  const user = (await session(request)).id;
  const { status, page = '1', limit = '10' } = request.query;
  const key = `${user}|${status}|${page}|${limit}`;
  let statement = orderStatements.get(key);
  if (!statement) {
    const filters = { type: 'PRODUCT' as const, statuses: status ? [status] : null };
    const query = orderPageQuery(user, filters, (Number(page) - 1) * Number(limit), Number(limit));
    statement = new PgDialect().sqlToQuery(query);
    orderStatements.set(key, statement);
  }
  const { rows } = await pool.query(statement.sql, statement.params);
  return { data: { results: rows, total: rows[0]?.total ?? 0 } };
}

async function walletFloor(pool: pg.Pool, session: SessionLookup, request: FastifyRequest) {
  const user = (await session(request)).id;
  const { rows } = await pool.query({
    name: 'wallet_overview_of_merchant',
    text: WALLET_SQL,
    values: ['escrow', user],
  });
  return { data: rows };
}

/** GET /orders and GET /wallet on the floor server. */
export function listFloors(app: FastifyInstance, pool: pg.Pool, session: SessionLookup) {
  app.get<{ Querystring: Record<string, string> }>('/orders', (request) =>
    ordersFloor(pool, session, request),
  );
  app.get('/wallet', (request) => walletFloor(pool, session, request));
}
