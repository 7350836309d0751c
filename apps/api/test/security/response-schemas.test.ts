import { envelope, errorEnvelope } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  fillPath,
  isOperatorRoute,
  isPublic,
  listRoutes,
  routeName,
  type ApiRoute,
} from './openapi-routes.ts';
import {
  checkResponses,
  createCheckedApp,
  newResponseLog,
  PAYMENTS_BY_HAND,
  responseFigure,
} from './response-check.ts';
import { bodyFor, idFor, seedTenant, type TenantIds } from './tenant-fixtures.ts';

let t: TestApp;
let a: TestMerchant;
let ids: TenantIds;
let routes: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log, PAYMENTS_BY_HAND);
  [a] = await Promise.all([createMerchant(t)]);
  ids = await seedTenant(t, a, await createMerchant(t));
  routes = await listRoutes(t.app);
}, 60_000);
afterAll(async () => t?.close());

describe('response schemas', () => {
  it('declares a schema for the 2xx answers of every route of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const undeclared: string[] = [];
    for (const route of routes) {
      const responses = doc.paths[route.path][route.method.toLowerCase()].responses as Record<
        string,
        { content?: object }
      >;
      const ok = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      if (!ok.length || ok.some(([, r]) => !r.content)) undeclared.push(routeName(route));
    }
    expect(undeclared).toEqual([]);
  });

  it('answers every route, as its owner and without a session, within its schema or the error envelope', async () => {
    for (const route of routes) {
      const values = Object.fromEntries(
        route.params.map((p) => [p, idFor(route.path, p, ids) ?? '']).filter(([, v]) => v),
      );
      const payload = bodyFor(route.method, route.path) ?? (route.hasBody ? {} : undefined);
      const asOwner = !isPublic(route) && !isOperatorRoute(route);
      for (const headers of asOwner ? [a.headers, {}] : [{}]) {
        await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route, values),
          headers,
          ...(payload ? { payload: payload as object } : {}),
        });
      }
    }
    console.log(responseFigure(log));
    expect(log.routes.size).toBeGreaterThanOrEqual(routes.length);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});

/** Two routes whose handlers answer outside their declared schema, to see what the serializer does. */
function addBrokenRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: envelope(z.object({ id: z.uuid(), email: z.email() })) } };
  const handler = (data: object) => async () =>
    ({ code: 200, status: 'Success', message: 'Success', data }) as never;
  typed.get('/__test/wrong-shape', { schema }, handler({ id: 'not-a-uuid', email: 'x' }));
  typed.get(
    '/__test/extra-secret',
    { schema },
    handler({ id: crypto.randomUUID(), email: 'a@example.com', passwordHash: '$argon2id$v=19$secret' }),
  );
}

describe('the response serializer (fastify-type-provider-zod)', () => {
  let own: TestApp;
  const ownLog = newResponseLog();
  beforeAll(async () => {
    own = await createTestApp({}, (app) => {
      addBrokenRoutes(app);
      checkResponses(app, ownLog);
    });
  });
  afterAll(async () => own?.close());

  it('turns a 2xx answer outside its schema into a 500 in the error envelope, and strips undeclared fields', async () => {
    const wrong = await own.app.inject({ method: 'GET', url: '/__test/wrong-shape' });
    expect(wrong.statusCode).toBe(500);
    expect(errorEnvelope.safeParse(wrong.json()).success).toBe(true);
    const extra = await own.app.inject({ method: 'GET', url: '/__test/extra-secret' });
    expect(extra.statusCode).toBe(200);
    expect(extra.body).not.toContain('passwordHash');
    expect(extra.body).not.toContain('argon2');
    expect(ownLog.outside).toEqual([]);
  });
});
