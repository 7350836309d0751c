import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';
import {
  type ApiRoute,
  fillPath,
  isOperatorRoute,
  isPublic,
  isSigned,
  listRoutes,
  PUBLIC_ROUTES,
  routeName,
} from './openapi-routes.ts';

let t: TestApp;
let routes: ApiRoute[];
let merchant: TestMerchant;
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log);
  routes = await listRoutes(t.app);
  merchant = await createMerchant(t);
});
afterAll(async () => t?.close());

const call = (route: ApiRoute, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route),
    headers,
    ...(route.hasBody ? { payload: {} } : {}),
  });

describe('routes without a session', () => {
  it('answer 401 with the error envelope on every non-public route of the OpenAPI document', async () => {
    const guarded = routes.filter((r) => !isPublic(r));
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await call(route);
      const json = response.json();
      if (
        response.statusCode !== 401 ||
        json.code !== 401 ||
        json.status !== 'Failed' ||
        (json.message !== messages.unauthenticated && !isSigned(route)) ||
        json.data !== null
      )
        failures.push(`${routeName(route)} → ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    // A forged bearer token is no better than none.
    for (const route of guarded) {
      const response = await call(route, { authorization: 'Bearer forged-token-0123456789' });
      if (response.statusCode !== 401)
        failures.push(`${routeName(route)} (forged token) → ${response.statusCode}`);
    }
    console.log(
      `unauthenticated: ${guarded.length - failures.length}/${guarded.length} non-public routes answer 401`,
    );
    expect(failures).toEqual([]);
    expect(guarded.length).toBeGreaterThan(80);
  });

  it('lets the explicitly public routes through (something other than 401)', async () => {
    const open = routes.filter(isPublic);
    const unmatched = PUBLIC_ROUTES.filter((re) => !routes.some((r) => re.test(routeName(r))));
    const failures: string[] = [];
    for (const route of open) {
      const response = await call(route);
      if (response.statusCode === 401) failures.push(routeName(route));
    }
    for (const url of ['/docs', '/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      if (response.statusCode === 401 || response.statusCode >= 500) failures.push(`GET ${url}`);
    }
    console.log(
      `public: ${open.length - failures.length}/${open.length} public routes reachable without a session`,
    );
    expect(unmatched.map(String)).toEqual([]);
    expect(failures).toEqual([]);
  });
});

describe('operator routes', () => {
  it('answer 403 to a merchant on every /v1/admin and /v1/support route', async () => {
    const operator = routes.filter(isOperatorRoute);
    const failures: string[] = [];
    for (const route of operator) {
      const response = await call(route, merchant.headers);
      if (response.statusCode !== 403 || response.json().status !== 'Failed')
        failures.push(`${routeName(route)} → ${response.statusCode}`);
    }
    console.log(
      `operator: ${operator.length - failures.length}/${operator.length} operator routes answer 403 to a merchant`,
    );
    expect(operator.length).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });
});

describe('answers of this file', () => {
  it('are all within their declared schema or the error envelope, none carrying a secret', () => {
    console.log(`unauthenticated ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
