import { createHash, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logger.ts';
import { multipart, png } from '../catalogue/helpers.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD, type TestMerchant } from '../helpers/merchant.ts';
import { bodyWith, leafFields, plausible, type Schema, valuesFor } from './fuzz-values.ts';
import { type ApiRoute, listRoutes, routeName } from './openapi-routes.ts';
import { createCheckedApp, newResponseLog, PAYMENTS_BY_HAND, responseFigure } from './response-check.ts';
import { SECRET_MARKERS, secretsIn } from './snapshot.ts';
import { seedTenant } from './tenant-fixtures.ts';
import { fuzzSender, newTally, urlOf } from './fuzz-send.ts';
import { WRITE_BODIES, type WriteCall, type WriteContext } from './write-bodies.ts';

/** Values per field besides the three unstorable ones (sampled in rotation, not the full cross product). */
const EXTRA_PER_FIELD = 4;
const logLines: string[] = [];
const log = newResponseLog();
let t: TestApp;
let context: WriteContext;
let routes: ApiRoute[];
const tally = newTally();
const { statuses, failures, refused } = tally;
const send = fuzzSender(() => t, tally);
const crashes: unknown[] = [];
const onCrash = (error: unknown) => void crashes.push(error);

beforeAll(async () => {
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);
  t = await createCheckedApp(
    log,
    PAYMENTS_BY_HAND,
    loggerOptions('info', { write: (line) => void logLines.push(line) }),
  );
  const [a, recipient, operator] = await Promise.all([
    createMerchant(t),
    createMerchant(t),
    createMerchant(t, { role: 'operator' }),
  ]);
  context = { t, a, recipient, operator, ids: await seedTenant(t, a, recipient) };
  routes = await listRoutes(t.app);
}, 90_000);
afterAll(async () => {
  process.off('unhandledRejection', onCrash);
  process.off('uncaughtException', onCrash);
  await t?.close();
});

const headersOf = (call: WriteCall | undefined) => ({
  ...(call?.headers ?? context.a.headers),
  'content-type': 'application/json',
  'idempotency-key': randomUUID(),
});

describe('field fuzz: every path, query and body field of the OpenAPI document', () => {
  it('answers NUL, lone surrogates, controls, RTL, 1 MB strings and odd numbers in every body field and declared header without a 5xx', async () => {
    const started = Date.now();
    let fields = 0;
    let headerFields = 0;
    let notSendable = 0;
    for (const route of routes.filter((r) => r.bodySchema)) {
      const factory = WRITE_BODIES[routeName(route)];
      const call = factory ? await factory(context) : undefined;
      const base = call?.body ?? plausible(route.bodySchema as Schema);
      const url =
        call?.url ??
        (() => {
          const u = urlOf(route, context.ids);
          return `${u.path}${u.query.length ? `?${u.query.join('&')}` : ''}`;
        })();
      for (const field of leafFields(route.bodySchema as Schema)) {
        if (field.length === 0) continue;
        fields++;
        for (const hostile of valuesFor(fields, EXTRA_PER_FIELD, false)) {
          const payload = bodyWith(base, field, hostile);
          await send(
            route,
            { method: route.method as 'POST', url, headers: headersOf(call), payload },
            'body',
            field,
            hostile,
          );
        }
      }
      // Declared headers (Idempotency-Key), with the valid body so the header is the only thing wrong.
      for (const name of route.headers) {
        headerFields++;
        for (const hostile of valuesFor(headerFields, EXTRA_PER_FIELD, true)) {
          const value = String(JSON.parse(hostile.json));
          const headers = { ...headersOf(call), [name]: value };
          const options = { method: route.method as 'POST', url, headers, payload: JSON.stringify(base) };
          await send(route, options, 'headers', [name], hostile).catch(() => notSendable++);
        }
      }
    }
    console.log(
      `field fuzz (body): ${tally.sent} requests over ${fields} body fields and ${headerFields} declared headers ` +
        `(${notSendable} header values HTTP cannot carry) in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers the same values in every path parameter and query field without a 5xx', async () => {
    const started = Date.now();
    const before = tally.sent;
    let fields = 0;
    for (const route of routes) {
      const options = (url: string): InjectOptions => ({
        method: route.method as 'GET',
        url,
        headers: headersOf(undefined),
        ...(route.hasBody ? { payload: '{}' } : {}),
      });
      for (const param of route.params) {
        fields++;
        for (const hostile of valuesFor(fields, EXTRA_PER_FIELD, true)) {
          const { path, query } = urlOf(route, context.ids, { param, value: hostile.url! });
          await send(
            route,
            options(`${path}${query.length ? `?${query.join('&')}` : ''}`),
            'params',
            [param],
            hostile,
          );
        }
      }
      for (const name of route.query) {
        fields++;
        for (const hostile of valuesFor(fields, EXTRA_PER_FIELD, true)) {
          const { path, query } = urlOf(route, context.ids);
          const others = query.filter((q) => !q.startsWith(`${name}=`));
          await send(
            route,
            options(`${path}?${[...others, `${name}=${hostile.url}`].join('&')}`),
            'querystring',
            [name],
            hostile,
          );
        }
      }
    }
    console.log(
      `field fuzz (path and query): ${tally.sent - before} requests over ${fields} path and query fields in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('holds the text fields of every multipart form to the same rule', async () => {
    const forms = routes.filter((r) => r.multipart);
    const image = await png(8, 8);
    let fields = 0;
    for (const route of forms) {
      for (const name of ['upload_preset', 'note']) {
        fields++;
        // A multipart body is UTF-8: a lone surrogate arrives as U+FFFD, so only NUL is unstorable there.
        for (const hostile of valuesFor(fields, EXTRA_PER_FIELD, true).filter(
          (h) => h.unstorable !== 'in JSON',
        )) {
          const form = multipart([
            { name, value: String(JSON.parse(hostile.json)) },
            { name: 'file', filename: 'a.png', content: image, contentType: 'image/png' },
          ]);
          const headers = { ...context.a.headers, ...form.headers };
          await send(
            route,
            { method: 'POST', url: route.path, headers, payload: form.payload },
            'body',
            [name],
            hostile,
          );
        }
      }
    }
    console.log(`field fuzz (multipart): ${forms.map(routeName).join(', ')}, ${fields} text fields`);
    expect(forms.map(routeName)).toEqual(
      expect.arrayContaining(['POST /v1/uploads', 'POST /v1/products/import']),
    );
    expect(failures).toEqual([]);
  });

  it('leaves the process alive, every answer in its schema, and no secret in the log', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const { a, recipient, operator } = context;
    const secrets = [TEST_PASSWORD, ...SECRET_MARKERS, '$argon2'];
    for (const m of [a, recipient, operator] as TestMerchant[]) {
      const digest = createHash('sha256').update(m.token).digest();
      secrets.push(m.token, digest.toString('hex'), digest.toString('base64'));
    }
    const leaked = logLines.filter((line) => secrets.some((s) => line.includes(s)) || secretsIn(line).length);
    const fiveXx = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    console.log(
      `field fuzz: ${tally.sent} requests, ${fiveXx} × 5xx, process alive (healthz ${health.statusCode}, ${crashes.length} crashes), ` +
        `${leaked.length} secrets in ${logLines.length} log lines, ${refused.namingField} of ${refused.total} 400s name the field ` +
        `(statuses ${JSON.stringify(statuses)}); ${responseFigure(log)}`,
    );
    expect(health.statusCode).toBe(200);
    expect(crashes).toEqual([]);
    expect(leaked).toEqual([]);
    expect(fiveXx).toBe(0);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
