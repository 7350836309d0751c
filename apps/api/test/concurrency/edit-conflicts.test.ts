import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { type ApiRoute, listRoutes, routeName } from '../security/openapi-routes.ts';
import { createCheckedApp, newResponseLog } from '../security/response-check.ts';
import { seedTenant } from '../security/tenant-fixtures.ts';
import { WRITE_BODIES, type WriteContext } from '../security/write-bodies.ts';
import { VERSION_EXEMPT } from './version-exempt.ts';

/**
 * Every route of the OpenAPI document that declares If-Match (an edit of a versioned record, decision
 * 019) is attacked the way two tabs would: both start from the same version and save at once. Every
 * other PUT or PATCH route must be listed in VERSION_EXEMPT with the reason no edit can be lost there.
 */
let t: TestApp;
let context: WriteContext;
let edits: ApiRoute[];
let changes: ApiRoute[];
let stranger: TestMerchant;
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log);
  const [a, recipient, operator, b] = await Promise.all([
    createMerchant(t),
    createMerchant(t),
    createMerchant(t, { role: 'operator' }),
    createMerchant(t),
  ]);
  stranger = b;
  context = { t, a, recipient, operator, ids: await seedTenant(t, a, recipient) };
  const routes = await listRoutes(t.app);
  edits = routes.filter((route) => route.ifMatch);
  changes = routes.filter((route) => ['PUT', 'PATCH'].includes(route.method));
}, 90_000);
afterAll(async () => t?.close());

const send = (
  route: ApiRoute,
  call: { url: string; body: unknown },
  merchant: TestMerchant,
  version?: string,
) =>
  t.app.inject({
    method: route.method as 'PUT',
    url: call.url,
    headers: { ...merchant.headers, ...(version === undefined ? {} : { 'if-match': version }) },
    payload: call.body as Record<string, unknown>,
  });

describe('edits of versioned records', () => {
  it('are found in the OpenAPI document, each with a write body', () => {
    expect(edits.map(routeName)).toContain('PUT /v1/product/{id}');
    for (const route of edits) expect(WRITE_BODIES[routeName(route)], routeName(route)).toBeDefined();
  });

  it('every PUT and PATCH route declares If-Match or is exempt with a reason', () => {
    const unguarded = changes.filter((r) => !r.ifMatch && !VERSION_EXEMPT[routeName(r)]).map(routeName);
    expect(unguarded, 'PUT/PATCH routes with neither If-Match nor an exemption').toEqual([]);
    const names = changes.map(routeName);
    const stale = Object.keys(VERSION_EXEMPT).filter((name) => !names.includes(name));
    expect(stale, 'exemptions naming no PUT/PATCH route').toEqual([]);
    const both = edits.map(routeName).filter((name) => VERSION_EXEMPT[name]);
    expect(both, 'versioned routes also listed as exempt').toEqual([]);
    console.log(
      `PUT/PATCH routes: ${changes.length} — ${edits.length} versioned (${edits.map(routeName).join(', ')}), ` +
        `${changes.length - edits.length} exempt`,
    );
  });

  it('two concurrent edits from one version: exactly one saves, the other gets 409 with the current version', async () => {
    const figures: string[] = [];
    for (const route of edits) {
      const call = await WRITE_BODIES[routeName(route)]!(context);
      const first = await send(route, call, context.a);
      expect(first.statusCode, `${routeName(route)} ${first.body}`).toBe(200);
      const version = String(first.json<{ data: { version: number } }>().data.version);

      const results = await Promise.all([1, 2].map(() => send(route, call, context.a, version)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, routeName(route)).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      const winner = results.find((r) => r.statusCode === 200)!;
      expect(loser.json<{ message: string }>().message).toMatch(/changed this since you opened it/);
      expect(loser.headers.etag).toBe(`"${winner.json<{ data: { version: number } }>().data.version}"`);

      // A stale version stays refused; the current one is accepted; a malformed one is a 400.
      expect((await send(route, call, context.a, version)).statusCode).toBe(409);
      expect((await send(route, call, context.a, String(loser.headers.etag))).statusCode).toBe(200);
      expect((await send(route, call, context.a, 'yesterday')).statusCode).toBe(400);
      // Another merchant naming any version of A's record learns nothing: 404, never 409.
      if (route.params.length > 0) expect((await send(route, call, stranger, '1')).statusCode).toBe(404);
      figures.push(`${routeName(route)}: ${codes.join('+')}`);
    }
    console.log(`edit conflicts: ${edits.length} versioned edit routes — ${figures.join('; ')}`);
  }, 60_000);
});
