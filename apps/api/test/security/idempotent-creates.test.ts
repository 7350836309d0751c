import { randomUUID } from 'node:crypto';
import { productMessages, serviceMessages } from '@oja/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { multipart, productBody } from '../catalogue/helpers.ts';
import { listRoutes, routeName } from './openapi-routes.ts';
import { snapshotTenant } from './snapshot.ts';
import { serviceBody, seedTenant } from './tenant-fixtures.ts';
import { WRITE_BODIES, type WriteContext } from './write-bodies.ts';

/** Creates a client may retry after a timeout: each must take an Idempotency-Key. */
const RETRYABLE_CREATES = [
  'POST /v1/product',
  'POST /v1/services/create',
  'POST /v1/invoice',
  'POST /v1/invoice/{id}/schedule',
  'POST /v1/users/customer',
  'POST /v1/dashboard/task',
  'POST /v1/calendar/create',
  'POST /v1/staff/invitations',
];
const DUPLICATES = 6;

/** Rows the merchant holds, over every tenant table but the keys themselves. */
async function rowsOf(t: TestApp, merchant: TestMerchant) {
  const snapshot = await snapshotTenant(t, merchant.id);
  delete snapshot.idempotency_keys;
  delete snapshot.users;
  return Object.values(snapshot).reduce((sum, entry) => sum + Number(entry.split(':')[0]), 0);
}
/** The body with its first text field (or else number) changed: another request, as the schema reads it. */
function changed(body: Record<string, unknown>): Record<string, unknown> {
  const text = Object.entries(body).find(([, v]) => typeof v === 'string');
  if (text) return { ...body, [text[0]]: `${text[1] as string} 2` };
  const number = Object.entries(body).find(([, v]) => typeof v === 'number');
  if (number) return { ...body, [number[0]]: (number[1] as number) + 1 };
  // A body of nested objects only (a bulk edit's target and change): change the last one's first value.
  const nested = Object.entries(body).findLast(
    ([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v),
  );
  return nested
    ? { ...body, [nested[0]]: changed(nested[1] as Record<string, unknown>) }
    : { ...body, changed: true };
}
const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

describe('Idempotency-Key on every create a client may retry', () => {
  let t: TestApp;
  let context: WriteContext;
  beforeAll(async () => {
    t = await createTestApp();
    const [a, recipient, operator] = await Promise.all([
      createMerchant(t),
      createMerchant(t),
      createMerchant(t, { role: 'operator' }),
    ]);
    context = { t, a, recipient, operator, ids: await seedTenant(t, a, recipient) };
  }, 90_000);
  afterAll(() => t?.close());

  it('replays the first answer to concurrent duplicates and to a retry after it, with one record', async () => {
    const keyed = (await listRoutes(t.app)).filter(
      (r) => r.method === 'POST' && r.headers.includes('idempotency-key'),
    );
    const names = keyed.map(routeName);
    expect(names).toEqual(expect.arrayContaining(RETRYABLE_CREATES));
    const problems: string[] = [];
    let requests = 0;
    const tested: string[] = [];
    for (const route of keyed) {
      const build = WRITE_BODIES[routeName(route)];
      if (!build) continue;
      const call = async (key: string) => {
        const c = await build(context);
        return (payload = c.body) =>
          t.app.inject({
            method: 'POST',
            url: c.url,
            headers: { ...(c.headers ?? context.a.headers), 'idempotency-key': key },
            payload,
          });
      };
      // One request with a fresh key: how many rows a single create adds (its set-up counted apart).
      const once = await call(randomUUID());
      const before = await rowsOf(t, context.a);
      const single = await once();
      const perCreate = (await rowsOf(t, context.a)) - before;
      // The same key, sent several times at once, then again once all have answered.
      const send = await call(randomUUID());
      const start = await rowsOf(t, context.a);
      const burst = await Promise.all(Array.from({ length: DUPLICATES }, () => send()));
      const retry = await send();
      const added = (await rowsOf(t, context.a)) - start;
      requests += DUPLICATES + 2;
      const name = routeName(route);
      tested.push(name);
      const first = answerOf(burst[0]!);
      if (single.statusCode >= 300) problems.push(`${name}: the valid body answered ${single.statusCode}`);
      if ([...burst, retry].some((res) => JSON.stringify(answerOf(res)) !== JSON.stringify(first)))
        problems.push(
          `${name}: the answers differ (${[...burst, retry].map((r) => r.statusCode).join(',')})`,
        );
      if (retry.headers['idempotent-replayed'] !== 'true')
        problems.push(`${name}: the retry is not marked as a replay`);
      // A first use may add rows once (a currency's wallet), so one create is the most the duplicates may add.
      if (added === 0 || added > perCreate)
        problems.push(
          `${name}: ${added} rows added by ${DUPLICATES + 1} duplicates, ${perCreate} by one create`,
        );
      // The same key with another body is refused, not replayed.
      const other = await send(changed((await build(context)).body));
      if (other.statusCode < 400 || other.headers['idempotent-replayed'])
        problems.push(`${name}: the key reused with another body answered ${other.statusCode}`);
    }
    console.log(
      `idempotent creates: ${tested.length} routes declaring Idempotency-Key × ${DUPLICATES} concurrent duplicates + 1 retry (${requests} requests): ` +
        `${problems.length} with a second record or a different answer`,
    );
    expect(problems).toEqual([]);
    expect(tested).toEqual(expect.arrayContaining(RETRYABLE_CREATES));
  }, 120_000);
});

describe('caps on products and services per merchant', () => {
  let t: TestApp;
  const PRODUCTS = 5;
  const SERVICES = 3;
  beforeAll(async () => {
    t = await createTestApp({
      PRODUCTS_PER_MERCHANT: String(PRODUCTS),
      SERVICES_PER_MERCHANT: String(SERVICES),
    });
  });
  afterAll(() => t?.close());

  const count = async (table: string, m: TestMerchant) =>
    (await t.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE merchant_id = $1`, [m.id])).rows[0]
      .n as number;
  const importCsv = async (m: TestMerchant, rows: number) => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/v1/products/import/template.csv',
      headers: m.headers,
    });
    const [header, example] = parse(template.body, { bom: true }) as string[][];
    const sku = header!.findIndex((column) => /sku/i.test(column));
    const body = Array.from({ length: rows }, () => example!.map((cell, i) => (i === sku ? '' : cell)));
    const form = multipart([
      {
        name: 'file',
        filename: 'products.csv',
        content: Buffer.from(stringify([header!, ...body])),
        contentType: 'text/csv',
      },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/v1/products/import',
      headers: { ...m.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it(`holds ${PRODUCTS} products under a burst of creates and imports, with a clear 409`, async () => {
    const m = await createMerchant(t);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: '/v1/product', headers: m.headers, payload: productBody() }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(PRODUCTS);
    expect(codes.filter((c) => c === 409)).toHaveLength(12 - PRODUCTS);
    expect(burst.find((r) => r.statusCode === 409)!.json().message).toBe(
      productMessages.limitReached(PRODUCTS),
    );
    const refusedImport = await importCsv(m, 1);
    expect(refusedImport.statusCode).toBe(409);
    expect(await count('products', m)).toBe(PRODUCTS);

    const n = await createMerchant(t);
    expect((await importCsv(n, PRODUCTS + 1)).statusCode).toBe(409);
    expect(await count('products', n)).toBe(0);
    expect((await importCsv(n, PRODUCTS - 1)).statusCode).toBe(201);
    expect((await importCsv(n, 2)).statusCode).toBe(409);
    expect(await count('products', n)).toBe(PRODUCTS - 1);
    console.log(
      `product cap ${PRODUCTS}: 12 parallel creates → ${PRODUCTS} created, ${12 - PRODUCTS} answered 409; imports past the cap refused whole`,
    );
  });

  it(`holds ${SERVICES} services under a burst of creates`, async () => {
    const m = await createMerchant(t);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/services/create',
          headers: m.headers,
          payload: serviceBody(),
        }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(SERVICES);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(8 - SERVICES);
    expect(refused[0]!.json().message).toBe(serviceMessages.limitReached(SERVICES));
    expect(await count('services', m)).toBe(SERVICES);
  });
});
