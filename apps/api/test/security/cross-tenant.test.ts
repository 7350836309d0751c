import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';
import { type ApiRoute, fillPath, isOperatorRoute, isPublic, listRoutes, routeName } from './openapi-routes.ts';
import { secretsIn, snapshotTenant } from './snapshot.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { bodyFor, EXTERNAL_ID_FIELDS, foreignReferenceCases, idFor, seedTenant, type TenantIds } from './tenant-fixtures.ts';

let t: TestApp;
let a: TestMerchant;
let b: TestMerchant;
let ids: TenantIds;
let routes: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, { PAYMENTS_JOB_INTERVAL_MS: '0', PAYMENTS_TRANSFER_DELAY_MS: '0', PAYMENTS_WEBHOOK_RETRY_MS: '0' });
  [a, b] = await Promise.all([createMerchant(t), createMerchant(t)]);
  const c = await createMerchant(t);
  ids = await seedTenant(t, a, c);
  routes = await listRoutes(t.app);
}, 60_000);
afterAll(async () => t?.close());

/** Uploaded files: who may fetch one is proven in uploads.test.ts (served only to their owner). */
const isMedia = (route: ApiRoute) => route.path.startsWith('/media/');

/** The tenant id a foreign-reference body carries. */
const idOf = (body: unknown): string => {
  const found = JSON.stringify(body).match(/"(?:productId|customerId|verificationId|quoteId|conversationId|orderId|bookingId|id)":\s*\[?"([^"]+)"/);
  return found?.[1] ?? '';
};

/** A random value of the same shape as the real one, i.e. "a missing id". */
const missing = (value: string) =>
  value.includes('@') ? `nobody-${randomUUID().slice(0, 8)}@example.com` : /^[0-9a-f-]{36}$/i.test(value) ? randomUUID() : `${value.slice(0, -6)}ZZ9999`;

describe('cross-tenant matrix', () => {
  it("answers merchant B on every one of A's ids exactly as on a missing id, and changes nothing of A's", async () => {
    const withId = routes.filter((r) => r.params.length > 0 && !isPublic(r) && !isOperatorRoute(r) && !isMedia(r));
    const before = await snapshotTenant(t, a.id);
    const leaks: string[] = [];
    const uncovered: string[] = [];
    let covered = 0;
    for (const route of withId) {
      const values: Record<string, string> = {};
      for (const param of route.params) {
        const value = idFor(route.path, param, ids);
        if (value) values[param] = value;
      }
      if (Object.keys(values).length !== route.params.length) {
        uncovered.push(routeName(route));
        continue;
      }
      const payload = bodyFor(route.method, route.path);
      const send = (params: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route, params),
          headers: b.headers,
          ...(payload !== undefined ? { payload: payload as object } : route.hasBody ? { payload: {} } : {}),
        });
      const foreign = await send(values);
      const absent = await send(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, missing(v)])));
      covered++;
      const same = foreign.statusCode === absent.statusCode && foreign.json().message === absent.json().message;
      if (foreign.statusCode !== 404 || !same || secretsIn(foreign.body).length > 0)
        leaks.push(`${routeName(route)}: foreign ${foreign.statusCode} "${foreign.json().message}" vs missing ${absent.statusCode} "${absent.json().message}"`);
    }
    const after = await snapshotTenant(t, a.id);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    console.log(
      `cross-tenant: ${covered}/${withId.length} routes with an id covered, ${leaks.length} leaks, ${changed.length} of A's tables changed` +
        (uncovered.length ? `; not covered: ${uncovered.join(', ')}` : ''),
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    expect(uncovered).toEqual([]);
  });

  it("answers B's ids of A's objects in a query or body exactly as a missing id, and changes nothing of A's", async () => {
    const fields = routes.flatMap((r) => r.idFields.map((f) => `${routeName(r)} ${f}`)).filter((f) => !EXTERNAL_ID_FIELDS.test(f));
    const cases = foreignReferenceCases(ids);
    const ownInvoice = (await createInvoice(t, b)).id;
    const ownTask = (await t.app.inject({ method: 'POST', url: '/v1/dashboard/task', headers: b.headers, payload: { title: 'Mine' } })).json().data.id;
    const before = await snapshotTenant(t, a.id);
    const leaks: string[] = [];
    for (const c of cases) {
      const send = (id: string, user: string) =>
        t.app.inject({
          method: c.method,
          url: c.url.replace('{id}', id).replace('{user}', user).replace('{self}', b.id).replace('{own}', c.url.includes('task') ? ownTask : ownInvoice),
          headers: { ...b.headers, 'idempotency-key': randomUUID() },
          payload: c.body(id) as object,
        });
      expect(idOf(c.body()), c.route).not.toBe('');
      const foreign = await send(idOf(c.body()), a.id);
      if (process.env.SECURITY_DEBUG) console.log(c.route, foreign.statusCode, foreign.json().message);
      const absent = await send(missing(idOf(c.body())), randomUUID());
      const same = foreign.statusCode === absent.statusCode && foreign.json().message === absent.json().message;
      if (![404, 422].includes(foreign.statusCode) || !same || secretsIn(foreign.body).length)
        leaks.push(`${c.route}: foreign ${foreign.statusCode} "${foreign.json().message}" vs missing ${absent.statusCode} "${absent.json().message}"`);
    }
    const changed = Object.entries(await snapshotTenant(t, a.id)).filter(([k, v]) => before[k] !== v).map(([k]) => k);
    const uncovered = fields.filter((f) => !cases.some((c) => c.route === f));
    console.log(
      `foreign references: ${fields.length - uncovered.length}/${fields.length} id fields in a query or body covered, ${leaks.length} leaks, ${changed.length} of A's tables changed` +
        (uncovered.length ? `; not covered: ${uncovered.join(', ')}` : ''),
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    expect(uncovered).toEqual([]);
  });

  it("lets A reach its own objects on every GET route, none of them carrying a secret", async () => {
    const gets = routes.filter((r) => r.method === 'GET' && !isPublic(r) && !isOperatorRoute(r) && !isMedia(r));
    const failures: string[] = [];
    for (const route of gets) {
      const values = Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p, ids)!]));
      if (route.path === '/api/geo-code' || route.path === '/api/maps') continue;
      const res = await t.app.inject({ method: 'GET', url: fillPath(route, values), headers: a.headers });
      if (res.statusCode !== 200) failures.push(`${routeName(route)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      if (secretsIn(res.body).length) failures.push(`${routeName(route)} carries ${secretsIn(res.body).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps every answer of the matrix within its declared schema or the error envelope', () => {
    console.log(`cross-tenant ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
