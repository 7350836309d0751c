import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCheckedApp, newResponseLog, PAYMENTS_BY_HAND, responseFigure } from './response-check.ts';
import {
  type ApiRoute,
  fillPath,
  isOperatorRoute,
  isPublic,
  listRoutes,
  routeName,
} from './openapi-routes.ts';
import { secretsIn, snapshotTenant } from './snapshot.ts';
import { attackerObjects, missing, NOT_TENANT_REFERENCES, REFERENCE_CASES } from './reference-cases.ts';
import { bodyFor, idFor, seedTenant, type TenantIds } from './tenant-fixtures.ts';

let t: TestApp;
let a: TestMerchant;
let b: TestMerchant;
let ids: TenantIds;
let routes: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, PAYMENTS_BY_HAND);
  [a, b] = await Promise.all([createMerchant(t), createMerchant(t)]);
  const c = await createMerchant(t);
  ids = await seedTenant(t, a, c);
  routes = await listRoutes(t.app);
}, 60_000);
afterAll(async () => t?.close());

/** Uploaded files: who may fetch one is proven in uploads.test.ts (served only to their owner). */
const isMedia = (route: ApiRoute) => route.path.startsWith('/media/');

describe('cross-tenant matrix', () => {
  it("answers merchant B on every one of A's ids exactly as on a missing id, and changes nothing of A's", async () => {
    const withId = routes.filter(
      (r) => r.params.length > 0 && !isPublic(r) && !isOperatorRoute(r) && !isMedia(r),
    );
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
          // A fresh key each time, for the writes that require one: the call must still reach the ownership check.
          headers: { ...b.headers, 'idempotency-key': randomUUID() },
          ...(payload !== undefined ? { payload: payload as object } : route.hasBody ? { payload: {} } : {}),
        });
      const foreign = await send(values);
      const absent = await send(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, missing(v)])));
      covered++;
      const same =
        foreign.statusCode === absent.statusCode && foreign.json().message === absent.json().message;
      if (foreign.statusCode !== 404 || !same || secretsIn(foreign.body).length > 0)
        leaks.push(
          `${routeName(route)}: foreign ${foreign.statusCode} "${foreign.json().message}" vs missing ${absent.statusCode} "${absent.json().message}"`,
        );
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

  it("answers B's references to A's records in a query or body exactly as missing ones, changing nothing of A's or B's", async () => {
    const fields = routes
      .flatMap((r) => r.idFields.map((f) => `${routeName(r)} ${f}`))
      .filter((f) => !(f in NOT_TENANT_REFERENCES));
    const own = await attackerObjects(t, b);
    const fill = (text: string, id: string, user: string) =>
      Object.entries({ ...own, id, user, self: b.id }).reduce(
        (out, [key, value]) => (typeof value === 'string' ? out.replaceAll(`{${key}}`, value) : out),
        text,
      );
    const watched = [a, b, own.actors.stageTwo, own.actors.stageThree];
    // Keys of refused money moves are kept to replay the refusal (decision 004): not a change of state.
    const snapshot = async () =>
      Promise.all(
        watched.map(async (m): Promise<Record<string, string>> => ({
          ...(await snapshotTenant(t, m.id)),
          idempotency_keys: '',
        })),
      );
    const before = await snapshot();
    const leaks: string[] = [];
    for (const c of REFERENCE_CASES) {
      const actor = c.actor ? own.actors[c.actor] : b;
      const method = c.route.split(' ')[0] as 'GET' | 'POST';
      const send = (id: string, user: string) =>
        t.app.inject({
          method,
          url: fill(c.url, encodeURIComponent(id), user),
          headers: { ...actor.headers, 'idempotency-key': randomUUID() },
          ...(c.body ? { payload: JSON.parse(fill(JSON.stringify(c.body(id)), id, user)) as object } : {}),
        });
      const value = c.value(ids);
      expect(value, c.route).toBeTruthy();
      const foreign = await send(value, a.id);
      if (process.env.SECURITY_DEBUG) console.log(c.route, foreign.statusCode, foreign.json().message);
      const absent = await send(missing(value), randomUUID());
      const same =
        foreign.statusCode === absent.statusCode &&
        foreign.json().message === absent.json().message &&
        (method !== 'GET' || JSON.stringify(foreign.json().data) === JSON.stringify(absent.json().data));
      const refused = method === 'GET' || (foreign.statusCode >= 400 && foreign.statusCode < 500);
      if (!refused || !same || secretsIn(foreign.body).length || foreign.body.includes(value))
        leaks.push(
          `${c.route}: foreign ${foreign.statusCode} "${foreign.json().message}" vs missing ${absent.statusCode} "${absent.json().message}"`,
        );
    }
    const after = await snapshot();
    const changed = watched.flatMap((m, i) =>
      Object.keys(before[i]!)
        .filter((k) => before[i]![k] !== after[i]![k])
        .map((k) => `${m.email} ${k}`),
    );
    const uncovered = fields.filter((f) => !REFERENCE_CASES.some((c) => c.route === f));
    console.log(
      `foreign references: ${fields.length - uncovered.length}/${fields.length} reference fields of a query or body covered ` +
        `(${Object.keys(NOT_TENANT_REFERENCES).length} more are not tenant records), ${leaks.length} leaks, ${changed.length} tables changed` +
        (uncovered.length ? `; not covered: ${uncovered.join(', ')}` : ''),
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    expect(uncovered).toEqual([]);
  }, 60_000);

  /** The GET routes that answer only with a query (what to search for). */
  const QUERIES: Record<string, string> = { 'GET /v1/search': '?q=Test' };

  it('lets A reach its own objects on every GET route, none of them carrying a secret', async () => {
    const gets = routes.filter(
      (r) => r.method === 'GET' && !isPublic(r) && !isOperatorRoute(r) && !isMedia(r),
    );
    const failures: string[] = [];
    for (const route of gets) {
      const values = Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p, ids)!]));
      if (route.path === '/api/geo-code' || route.path === '/api/maps') continue;
      const url = fillPath(route, values) + (QUERIES[routeName(route)] ?? '');
      const res = await t.app.inject({ method: 'GET', url, headers: a.headers });
      if (res.statusCode !== 200)
        failures.push(`${routeName(route)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      if (secretsIn(res.body).length)
        failures.push(`${routeName(route)} carries ${secretsIn(res.body).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps every answer of the matrix within its declared schema or the error envelope', () => {
    console.log(`cross-tenant ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
