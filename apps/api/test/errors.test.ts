import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error.ts';
import { createTestApp, errorPaths, type TestApp } from './helpers/app.ts';

/** A request whose body is `text` as is, sent as application/json for the app's own parser to read. */
const rawJson = (t: TestApp, method: 'POST' | 'PATCH', url: string, text: string) =>
  t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: text });

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/v1/test/echo',
        {
          schema: {
            body: z.object({ email: z.email('Enter a valid email'), age: z.number().int().min(18) }),
          },
        },
        async (request) => ({ code: 200, status: 'Success', message: 'ok', data: request.body }),
      );
      typed.get('/v1/test/boom', async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      typed.get('/v1/test/conflict', async () => {
        throw new AppError('CONFLICT', 'Already taken');
      });
    });
  });
  afterAll(() => t.close());

  it('answers a validation problem with 400 and one entry per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { email: 'nope', age: 3 },
    });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ code: 400, status: 'Failed', message: 'Enter a valid email', data: null });
    expect(errorPaths(res)).toEqual(['body.age', 'body.email']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await rawJson(t, 'POST', '/v1/test/echo', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, status: 'Failed', data: null });
  });

  it('maps an AppError to its status with its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, status: 'Failed', message: 'Already taken', data: null });
  });

  it('hides the internals of an unexpected error behind a generic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, status: 'Failed', message: 'Something went wrong', data: null });
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('at ');
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      status: 'Failed',
      message: 'Route GET /v1/does-not-exist not found',
      data: null,
    });
  });

  it('sets security headers and no-store on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/does-not-exist' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
  });
});

describe('JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .patch('/v1/test/empty', { schema: { body: z.object({}).nullish() } }, async (request) => ({
          code: 200,
          status: 'Success',
          message: 'ok',
          data: request.body ?? null,
        }));
    });
  });
  afterAll(() => t.close());

  it('reads an empty application/json body as no body', async () => {
    const res = await rawJson(t, 'PATCH', '/v1/test/empty', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('still refuses prototype poisoning', async () => {
    const res = await rawJson(t, 'PATCH', '/v1/test/empty', '{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });
});
