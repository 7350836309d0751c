import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { insertProduct, insertService, placeOrder } from '../orders/helpers.ts';
import { type ApiRoute, isOperatorRoute, isPublic, listRoutes, routeName } from './openapi-routes.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';

const RUNS = 3;
/** Names shared by every merchant, so a search for one merchant's row matches the others' too. */
const NAMES = ['Ankara dress', 'Ankara tote', 'Aso oke wrapper', 'Adire scarf'];
/** Paginated list routes whose totalResults must equal the caller's own rows of a table. */
const TOTALS: Record<string, string> = {
  '/v1/products': 'products',
  '/v1/services': 'services',
  '/v1/users/customer': 'customers',
  '/v1/invoice': 'invoices',
  '/v1/order': 'orders',
};
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

let t: TestApp;
let lists: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log);
  // Every list, search, page, filter and export: the GET routes without a path id behind a session.
  lists = (await listRoutes(t.app)).filter(
    (r) => r.method === 'GET' && !r.params.length && !isPublic(r) && !isOperatorRoute(r),
  );
});
afterAll(async () => t?.close());

const KINDS = {
  products: fc.nat(8),
  services: fc.nat(8),
  customers: fc.nat(8),
  invoices: fc.nat(8),
  orders: fc.nat(8),
};
const counts = fc.record(KINDS);
const scenario = fc.record({
  merchants: fc.array(counts, { minLength: 2, maxLength: 3 }),
  queries: fc.array(
    fc.record({
      page: fc.constantFrom(1, 2, 3),
      limit: fc.constantFrom(1, 3, 10, 100),
      search: fc.constantFrom(...NAMES, 'Ankara', 'a', ''),
    }),
    { minLength: 2, maxLength: 2 },
  ),
});

/** Random rows of every kind for one merchant, names drawn from the shared pool. */
async function seed(m: TestMerchant, n: Record<keyof typeof KINDS, number>, pick: (i: number) => string) {
  for (let i = 0; i < n.products; i++) await insertProduct(t, m, { name: pick(i), units: 50 });
  for (let i = 0; i < n.services; i++) await insertService(t, m, { name: pick(i + 1) });
  for (let i = 0; i < n.customers; i++)
    await t.app.inject({
      method: 'POST',
      url: '/v1/users/customer',
      headers: m.headers,
      payload: { name: pick(i + 2), email: `c${i}-${m.id.slice(-6)}@example.com`, phone: '+2348030000002' },
    });
  for (let i = 0; i < n.invoices; i++) await createInvoice(t, m, { fullname: pick(i + 3) });
  if (n.orders) {
    const product = await insertProduct(t, m, { name: pick(0), units: 100 });
    for (let i = 0; i < n.orders; i++)
      await placeOrder(t, m, [{ productId: product.id, quantity: 1 }], { name: pick(i) });
  }
}

/** The owner of every id of every tenant table (and of each merchant's own user id). */
async function ownersOf(merchants: TestMerchant[]): Promise<Map<string, string>> {
  const owners = new Map(merchants.map((m) => [m.id, m.id]));
  const { rows: tables } = await t.pool.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.columns i
        ON i.table_name = c.table_name AND i.table_schema = c.table_schema AND i.column_name = 'id' AND i.data_type = 'uuid'
      WHERE c.table_schema = 'public' AND c.column_name = 'merchant_id'`,
  );
  for (const { table_name: table } of tables) {
    const { rows } = await t.pool.query(
      `SELECT id::text, merchant_id::text FROM "${table}" WHERE merchant_id = ANY($1)`,
      [merchants.map((m) => m.id)],
    );
    for (const row of rows) owners.set(row.id, row.merchant_id);
  }
  // A CSV export names products by SKU, not id.
  const { rows } = await t.pool.query(
    'SELECT sku, merchant_id::text FROM products WHERE merchant_id = ANY($1)',
    [merchants.map((m) => m.id)],
  );
  for (const row of rows) owners.set(row.sku, row.merchant_id);
  return owners;
}

/** A URL for a list route with random page, limit and search values on the query parameters it declares. */
function urlOf(route: ApiRoute, q: { page: number; limit: number; search: string }): string {
  const params = new URLSearchParams();
  for (const name of route.query) {
    if (name === 'page') params.set(name, String(q.page));
    else if (name === 'limit') params.set(name, String(q.limit));
    else if (/^(name|searchText|sku|identifier|q)$/.test(name) && q.search) params.set(name, q.search);
  }
  const query = params.toString();
  return query ? `${route.path}?${query}` : route.path;
}

describe('isolation property', () => {
  it("returns only the caller's rows on every list, search, page, filter and export route", async () => {
    const foreign: string[] = [];
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ merchants: plan, queries }) => {
        const merchants = await Promise.all(plan.map(() => createMerchant(t)));
        for (const [i, m] of merchants.entries())
          await seed(m, plan[i]!, (k) => NAMES[(k + i) % NAMES.length]!);
        const owners = await ownersOf(merchants);
        for (const m of merchants) {
          for (const route of lists) {
            for (const q of [...queries, { page: 1, limit: 100, search: '' }]) {
              const res = await t.app.inject({ method: 'GET', url: urlOf(route, q), headers: m.headers });
              calls++;
              const skus = [...owners.keys()].filter(
                (key) => key.startsWith('SKU-') && res.body.includes(key),
              );
              for (const id of new Set([...(res.body.match(UUID) ?? []), ...skus])) {
                const owner = owners.get(id.toLowerCase()) ?? owners.get(id);
                if (owner && owner !== m.id)
                  foreign.push(`${routeName(route)} ${urlOf(route, q)}: ${id} of another merchant`);
              }
              const table = TOTALS[route.path];
              if (table && !q.search && res.statusCode === 200) {
                const { rows } = await t.pool.query(
                  `SELECT count(*)::int AS n FROM "${table}" WHERE merchant_id = $1`,
                  [m.id],
                );
                const total = res.json().data.totalResults;
                if (total !== rows[0].n)
                  foreign.push(`${routeName(route)}: totalResults ${total}, own rows ${rows[0].n}`);
              }
            }
          }
        }
        return foreign.length === 0;
      }),
      { numRuns: RUNS, seed: 1202, endOnFailure: true },
    );
    console.log(
      `isolation property: ${RUNS} runs × ${lists.length} list/export routes (${calls} calls), ${foreign.length} foreign rows`,
    );
    expect(foreign).toEqual([]);
  }, 60_000);

  it('keeps every answer within its declared schema or the error envelope', () => {
    console.log(`isolation property ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
