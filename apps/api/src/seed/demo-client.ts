import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { buildApp } from '../app.ts';
import type { Env } from '../config/env.ts';
import { loggerOptions } from '../lib/logger.ts';

/**
 * The demo's buyers and merchants reach Oja the way everyone does: through its routes, served
 * in-process (`app.inject`, no sockets), so every record passes the same validation, services and
 * invariants as one made in the browser.
 */
export interface DemoClient {
  app: FastifyInstance;
  /** Calls a route and returns its `data`; any answer but 2xx throws with the route's message. */
  call<T = Record<string, unknown>>(request: DemoRequest): Promise<T>;
  /** Uploads one file through POST /v1/uploads; resolves to its secure_url. */
  upload(token: string, name: string, bytes: Buffer, preset: string): Promise<string>;
}

export interface DemoRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  /** The caller's address: buyers come from addresses of their own (the per-client limits apply to each). */
  from?: string;
}

export class DemoCallError extends Error {
  constructor(
    readonly request: DemoRequest,
    readonly statusCode: number,
    body: string,
  ) {
    super(`${request.method} ${request.url} answered ${statusCode}: ${body.slice(0, 300)}`);
  }
}

export function demoClient(app: FastifyInstance, publicUrl: string): DemoClient {
  const host = new URL(publicUrl).host;
  const headersOf = (token?: string) => ({
    host,
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    app,
    async call<T>(request: DemoRequest): Promise<T> {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        // Money routes take an Idempotency-Key, as the dashboard sends with each submit.
        headers: {
          ...headersOf(request.token),
          ...(request.method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
        },
        remoteAddress: request.from ?? '127.0.0.1',
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      if (response.statusCode >= 400) throw new DemoCallError(request, response.statusCode, response.body);
      // Pages and redirects (the provider's checkout page answers its form so) carry no data to read.
      if (!String(response.headers['content-type'] ?? '').includes('json')) return undefined as T;
      const parsed = response.json<{ data?: T }>();
      return (parsed.data ?? parsed) as T;
    },
    async upload(token, name, bytes, preset) {
      const boundary = `----oja-demo-${name.length}-${bytes.length}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\n${preset}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            `Content-Type: ${name.endsWith('.png') ? 'image/png' : 'image/jpeg'}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/v1/uploads',
        headers: {
          ...headersOf(token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      if (response.statusCode !== 201)
        throw new DemoCallError({ method: 'POST', url: '/v1/uploads' }, response.statusCode, response.body);
      return response.json<{ data: { secure_url: string } }>().data.secure_url;
    },
  };
}

/**
 * The app the seed runs on: the real one, on the server's pool, with its timers off (the seed moves
 * payments, the carrier and the jobs itself), its emails kept in the outbox rather than printed, and
 * limits meant for one person at a keyboard lifted for the hundreds of buyers it plays in seconds.
 */
export async function buildSeedApp(env: Env, pool: pg.Pool): Promise<FastifyInstance> {
  const seedEnv: Env = {
    ...env,
    LOG_LEVEL: 'warn',
    MAIL_CONSOLE: false,
    MAIL_TRANSPORT: 'outbox',
    DEV_OUTBOX: false,
    WEB_DIST: '/nonexistent',
    ORDER_JOBS_INTERVAL_MS: 0,
    CHECKOUT_PER_MINUTE: 1_000_000,
    MERCHANT_EMAILS_PER_DAY: 100_000,
    MERCHANT_EMAILS_PER_RECIPIENT_PER_DAY: 100_000,
    NEW_ACCOUNT_DAYS: 0,
    CONVERSATION_STARTS_PER_DAY: 100_000,
    LOGISTICS_STEP_SECONDS: 60,
    // The catalogue's images are drawn and sent several at a time.
    UPLOAD_IMAGE_CONCURRENCY: 2,
    UPLOAD_IMAGE_QUEUE: 100,
  };
  return buildApp({ env: seedEnv, pool, logger: loggerOptions('warn') });
}
