import { messages } from '@oja/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/modules/sessions/session-service.ts';
import { TEST_ORIGIN, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { multipart, png } from '../catalogue/helpers.ts';
import { type ApiRoute, fillPath, isPublic, listRoutes, routeName } from './openapi-routes.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';
import { changedTables, snapshotDatabase } from './snapshot.ts';
import { bodyFor, idFor, seedTenant, type TenantIds } from './tenant-fixtures.ts';

let t: TestApp;
let a: TestMerchant;
let ids: TenantIds;
let unsafe: ApiRoute[];
let image: Buffer;
let csvTemplate: string;
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, { PAYMENTS_JOB_INTERVAL_MS: '0', DASHBOARD_ROLLUP_INTERVAL_MS: '0' });
  const recipient = await createMerchant(t);
  a = await createMerchant(t);
  ids = await seedTenant(t, a, recipient);
  unsafe = (await listRoutes(t.app)).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
  image = await png(8, 8);
  csvTemplate = (await t.app.inject({ url: '/v1/products/import/template.csv', headers: a.headers })).body;
}, 60_000);
afterAll(async () => t?.close());

const cookieOf = (m: TestMerchant) => `${SESSION_COOKIE}=${m.token}`;

/** What a page elsewhere sends along: a browser fills these in itself and a page cannot change them. */
const FORGED: Record<string, Record<string, string>> = {
  'another port of this host': { origin: 'http://localhost:8080' },
  'a sibling subdomain': { origin: 'http://shop.localhost' },
  'another site': { origin: 'https://evil.example' },
  'an opaque origin (sandbox, file:)': { origin: 'null' },
  'same-site fetch metadata, no Origin': { 'sec-fetch-site': 'same-site' },
  'cross-site fetch metadata, no Origin': { 'sec-fetch-site': 'cross-site' },
  'the cookie and nothing else': {},
};

/** The bodies a page can make a browser send (a form, FormData, fetch), each as it would arrive. */
function bodies(
  route: ApiRoute,
): Record<string, { headers: Record<string, string>; payload?: string | Buffer }> {
  const json = JSON.stringify(bodyFor(route.method, route.path) ?? { title: 'forged', name: 'forged' });
  const file =
    route.path === '/v1/uploads'
      ? { name: 'file', filename: 'forged.png', content: image, contentType: 'image/png' }
      : { name: 'file', filename: 'forged.csv', content: Buffer.from(csvTemplate), contentType: 'text/csv' };
  const form = multipart([file, { name: 'upload_preset', value: 'products' }]);
  return {
    json: { headers: { 'content-type': 'application/json' }, payload: json },
    'text/plain': { headers: { 'content-type': 'text/plain' }, payload: json },
    urlencoded: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=forged' },
    multipart: { headers: form.headers, payload: form.payload },
    'no body': { headers: {} },
  };
}

/** The route's path with A's real objects where it names one, so an accepted request would act. */
const urlOf = (route: ApiRoute) =>
  fillPath(
    route,
    Object.fromEntries(
      route.params.map((p) => [p, idFor(route.path, p, ids) ?? ''] as const).filter(([, v]) => v),
    ),
  );

const refusedByPerimeter = (res: LightMyRequestResponse) =>
  res.statusCode === 403 && res.json().message === messages.crossOrigin;

describe('unsafe requests from another origin (CSRF)', () => {
  it('refuses every unsafe route with the session cookie unless the request is same-origin, changing nothing', async () => {
    const before = await snapshotDatabase(t.pool);
    const failures: string[] = [];
    let fired = 0;
    for (const route of unsafe) {
      for (const [who, forged] of Object.entries(FORGED)) {
        for (const [kind, body] of Object.entries(bodies(route))) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: urlOf(route),
            headers: { cookie: cookieOf(a), ...forged, ...body.headers },
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          });
          fired++;
          if (!refusedByPerimeter(res))
            failures.push(`${routeName(route)} from ${who} (${kind}) → ${res.statusCode}`);
        }
      }
    }
    const changed = changedTables(before, await snapshotDatabase(t.pool));
    const profile = await t.app.inject({ url: '/v1/users/profile', headers: { cookie: cookieOf(a) } });
    console.log(
      `csrf: ${fired} forged requests (${unsafe.length} unsafe routes × ${Object.keys(FORGED).length} origins × 5 bodies), ` +
        `${fired - failures.length} refused with 403, ${changed.length} tables changed, merchant still signed in: ${profile.statusCode === 200}`,
    );
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(profile.statusCode).toBe(200);
    expect(unsafe.length).toBeGreaterThan(70);
  });

  it('lets the same requests through from the own origin: the refusals above are not a broken route', async () => {
    const m = await createMerchant(t);
    const own = { cookie: cookieOf(m), origin: TEST_ORIGIN };
    const send = (url: string, extra: { headers?: Record<string, string>; payload?: string | Buffer } = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...own, ...extra.headers }, payload: extra.payload });
    const route = (path: string) => unsafe.find((r) => r.method === 'POST' && r.path === path)!;
    const feed = async () =>
      (await t.app.inject({ url: '/v1/calendar/feed-url', headers: m.headers })).json().data;

    const before = await snapshotDatabase(t.pool);
    expect(
      (await send('/v1/products/import', bodies(route('/v1/products/import')).multipart)).statusCode,
    ).toBe(201);
    expect((await send('/v1/uploads', bodies(route('/v1/uploads')).multipart)).statusCode).toBe(201);
    const feedBefore = await feed();
    expect((await send('/v1/calendar/feed-url/rotate')).statusCode).toBe(200);
    expect(await feed()).not.toEqual(feedBefore);
    // Fetch metadata alone is enough when a browser leaves Origin out.
    const viaMetadata = await t.app.inject({
      method: 'POST',
      url: '/v1/dashboard/task',
      headers: { cookie: cookieOf(m), 'sec-fetch-site': 'same-origin' },
      payload: { title: 'Call the tailor' },
    });
    expect(viaMetadata.statusCode).toBe(200);
    expect(viaMetadata.json().data.title).toBe('Call the tailor');
    expect((await send('/v1/auth/logout')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/users/profile', headers: m.headers })).statusCode).toBe(401);
    expect(changedTables(before, await snapshotDatabase(t.pool)).length).toBeGreaterThan(2);
  });

  it('does not check API clients (Authorization: Bearer), whatever their Origin', async () => {
    const client = await createMerchant(t);
    const checked: string[] = [];
    for (const route of unsafe) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: fillPath(route),
        headers: { ...client.headers, origin: 'https://evil.example', cookie: cookieOf(a) },
      });
      if (refusedByPerimeter(res)) checked.push(routeName(route));
    }
    console.log(
      `csrf: ${unsafe.length - checked.length}/${unsafe.length} unsafe routes take a bearer token from any origin`,
    );
    expect(checked).toEqual([]);
  });

  it('refuses public routes driven from another page, and lets servers (no Origin, no cookie) call them', async () => {
    const open = unsafe.filter(isPublic);
    const failures: string[] = [];
    for (const route of open) {
      const forged = await t.app.inject({
        method: route.method as 'POST',
        url: fillPath(route),
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      if (!refusedByPerimeter(forged))
        failures.push(`${routeName(route)} from another site → ${forged.statusCode}`);
      const server = await t.app.inject({
        method: route.method as 'POST',
        url: fillPath(route),
        payload: {},
      });
      if (refusedByPerimeter(server)) failures.push(`${routeName(route)} from a server → 403`);
    }
    const webhook = await t.app.inject({ method: 'POST', url: '/v1/payments/webhook', payload: {} });
    console.log(
      `csrf: ${open.length} public unsafe routes refused from another site, open to servers; webhook without Origin → ${webhook.statusCode}`,
    );
    expect(failures).toEqual([]);
    expect(refusedByPerimeter(webhook)).toBe(false);
    expect(log.outside).toEqual([]);
    console.log(responseFigure(log));
  });
});
