import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { plausible, type Schema } from './fuzz-values.ts';
import { type ApiRoute, fillPath, listRoutes, routeName } from './openapi-routes.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';
import { secretsIn } from './snapshot.ts';

const RUNS_PER_ROUTE = 40;
const BUDGET_MS = 16_000;

let t: TestApp;
let m: TestMerchant;
let all: ApiRoute[];
let routes: ApiRoute[];
const log = newResponseLog();

beforeAll(async () => {
  t = await createCheckedApp(log);
  m = await createMerchant(t);
  all = await listRoutes(t.app);
  routes = all.filter((r) => r.bodySchema);
});
afterAll(async () => t?.close());

/** The hostile values of docs/security.md: empty, null, wrong containers, huge and odd strings, bad numbers, unicode. */
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    null,
    [],
    {},
    -1,
    -0.5,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    'NaN',
    'null',
    '__proto__',
  ),
  fc.constant('x'.repeat(200_000)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '‮evil',
    '😀'.repeat(500),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ),
  fc.double(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** A body for a route: a hostile top-level value, hostile values for its keys, or a plausible body with one field hostile. */
function bodies(route: ApiRoute) {
  const schema = route.bodySchema as Schema;
  const keys = Object.keys(schema.properties ?? {});
  const base = plausible(schema) as Record<string, unknown>;
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, nasty])), { requiredKeys: [] })
    : fc.dictionary(fc.string(), nasty, { maxKeys: 3 });
  const mutated = keys.length
    ? fc.tuple(fc.constantFrom(...keys), nasty).map(([key, value]) => ({ ...base, [key]: value }))
    : shaped;
  return fc.oneof(nasty, shaped, mutated, mutated, fc.constant(base));
}

const STACK = /\n\s+at |\.ts:\d+|node_modules|Error: .*\n/;

/** Hostile path segments: empty, traversal, NUL, the literal null, 10k characters, unicode, numbers where a uuid goes. */
const PATH_VALUES = [
  '',
  '../',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'null',
  'undefined',
  'x'.repeat(10_000),
  'é😀‮',
  '0',
  '-1',
  '1e308',
  'NaN',
  '1.5',
  "' OR 1=1 --",
  '{id}',
];
/** Hostile query values, each sent as one value and as a repeated key (an array). */
const QUERY_VALUES = [
  '',
  '-1',
  '-99999999999',
  'NaN',
  'Infinity',
  '1e308',
  '9'.repeat(400),
  'x'.repeat(10_000),
  'null',
  '[]',
  '{}',
  '😀‮',
  '%00',
  '2026-13-45',
  'true',
];

/** One problem of an answer, or null: a 5xx, a stack trace or a secret. */
const problemOf = (res: { statusCode: number; body: string }) =>
  res.statusCode >= 500
    ? `${res.statusCode}`
    : STACK.test(res.body)
      ? 'stack trace'
      : secretsIn(res.body).length
        ? 'secret'
        : null;

describe('fuzz', () => {
  it('answers every route with a JSON body without a 5xx or a stack trace', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (const [index, route] of routes.entries()) {
      if (Date.now() - started > BUDGET_MS) break;
      const samples = fc
        .sample(bodies(route), { numRuns: RUNS_PER_ROUTE, seed: 12_000 + index })
        .map((b) => JSON.stringify(b) ?? 'null');
      // Bodies JSON cannot express: NaN and infinities, truncated and deeply nested documents.
      samples.push('NaN', '{"amount": -Infinity}', '{"name": "', '['.repeat(5_000) + ']'.repeat(5_000));
      for (const sample of samples) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fillPath(route),
          headers: { ...m.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          payload: sample,
        });
        sent++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const problem = problemOf(res);
        if (problem)
          failures.push(
            `${routeName(route)} ${problem}: ${sample.slice(0, 120)} → ${res.body.slice(0, 160)}`,
          );
      }
    }
    console.log(
      `fuzz: ${sent} requests over ${routes.length} routes with a JSON body in ${Date.now() - started} ms (statuses ${JSON.stringify(statuses)}), ${failures.length} 5xx/stack traces`,
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers hostile path parameters and query strings on every route without a 5xx or a stack trace', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const withInput = all.filter((r) => r.params.length || r.query.length);
    const send = async (route: ApiRoute, url: string) => {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...m.headers, 'idempotency-key': randomUUID() },
        ...(route.hasBody ? { payload: {} } : {}),
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const problem = problemOf(res);
      if (problem)
        failures.push(`${routeName(route)} ${problem}: ${url.slice(0, 120)} → ${res.body.slice(0, 160)}`);
    };
    let sent = 0;
    for (const route of withInput) {
      for (const param of route.params) {
        for (const value of PATH_VALUES) {
          // Every other param stays a valid-looking uuid, so the hostile one is the only reason to refuse.
          const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === param ? encodeURIComponent(value) : randomUUID(),
          );
          await send(route, url);
          sent++;
        }
        await send(
          route,
          route.path.replace(`{${param}}`, '..%2F..%2Fetc%2Fpasswd').replace(/\{\w+\}/g, () => randomUUID()),
        );
        sent++;
      }
      for (const name of route.query) {
        for (const value of QUERY_VALUES) {
          const base = fillPath(route);
          const one = encodeURIComponent(value);
          await send(route, `${base}?${name}=${one}`);
          await send(route, `${base}?${name}=${one}&${name}=${one}&${name}[]=1`);
          sent += 2;
        }
      }
    }
    console.log(
      `fuzz (path and query): ${sent} requests over ${withInput.length} routes with path or query parameters in ${Date.now() - started} ms (statuses ${JSON.stringify(statuses)}), ${failures.length} 5xx/stack traces`,
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('keeps every answer of the fuzz within its declared schema or the error envelope', () => {
    console.log(`fuzz ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
