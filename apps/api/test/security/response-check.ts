import { errorEnvelope } from '@oja/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import type { ZodType } from 'zod';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { secretsIn } from './snapshot.ts';

/** What the response checker saw: every answer of a security test app, checked as it leaves the server. */
export interface ResponseLog {
  checked: number;
  routes: Set<string>;
  /** Answers outside their declared schema (2xx) or outside the error envelope (non-2xx). */
  outside: string[];
  secrets: string[];
}

export const newResponseLog = (): ResponseLog => ({
  checked: 0,
  routes: new Set(),
  outside: [],
  secrets: [],
});

const isZod = (schema: unknown): schema is ZodType =>
  typeof schema === 'object' && schema !== null && typeof (schema as ZodType).safeParse === 'function';

function declaredSchema(responses: Record<string, unknown> | undefined, status: number): unknown {
  return responses?.[status] ?? responses?.[`${String(status)[0]}xx`];
}

/**
 * Parses a serialized answer with its schema. A `z.date()` field leaves the server as an ISO string, so a
 * string where the schema expects a date is turned back into one (and only there) before judging.
 */
function parseSerialized(schema: ZodType, value: unknown) {
  let result = schema.safeParse(value);
  for (let round = 0; !result.success && round < 50; round++) {
    const dates = result.error.issues.filter(
      (issue) => issue.code === 'invalid_type' && issue.expected === 'date',
    );
    if (!dates.length) break;
    for (const issue of dates) {
      type Node = Record<string, unknown> | undefined;
      const parent = issue.path
        .slice(0, -1)
        .reduce<Node>((node, key) => node?.[key as string] as Node, value as Node);
      const key = issue.path.at(-1) as string;
      if (typeof parent?.[key] !== 'string') return result;
      parent[key] = new Date(parent[key]);
    }
    result = schema.safeParse(value);
  }
  return result;
}

/**
 * An onSend hook that checks every answer against the route's declared zod response schema (2xx), or
 * the error envelope of the contracts (any other status with a body), and searches it for secrets.
 */
export function checkResponses(app: FastifyInstance, log: ResponseLog) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    const where = `${route} ${reply.statusCode} (${request.url.slice(0, 80)})`;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    log.checked++;
    log.routes.add(route);
    for (const marker of secretsIn(text)) log.secrets.push(`${where}: ${marker}`);
    // The OpenAPI document and its UI are served by @fastify/swagger, not by the API's routes.
    if (request.routeOptions.url?.startsWith('/docs')) return payload;
    const json = String(reply.getHeader('content-type') ?? '').includes('json');
    if (!json || text === '') {
      if (reply.statusCode >= 400 && reply.statusCode !== 405)
        log.outside.push(`${where}: an error answer that is not JSON`);
      return payload;
    }
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const schema = reply.statusCode < 300 ? declaredSchema(responses, reply.statusCode) : errorEnvelope;
    if (!isZod(schema)) {
      log.outside.push(`${where}: no schema declared for this status`);
      return payload;
    }
    const result = parseSerialized(schema, JSON.parse(text));
    if (!result.success)
      log.outside.push(
        `${where}: ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}`,
      );
    return payload;
  });
}

/** No payment job on a timer and no transfer delay or webhook retry: the tests drive each payment step. */
export const PAYMENTS_BY_HAND = {
  PAYMENTS_JOB_INTERVAL_MS: '0',
  PAYMENTS_TRANSFER_DELAY_MS: '0',
  PAYMENTS_WEBHOOK_RETRY_MS: '0',
};

/**
 * The real app (see createTestApp) with every answer checked into `log`; `env` is given to the app's
 * environment and stubbed in process.env while it builds (for the settings modules still read there);
 * `logger` replaces the silent one.
 */
export async function createCheckedApp(
  log: ResponseLog,
  env: Record<string, string> = {},
  logger?: FastifyServerOptions['logger'],
): Promise<TestApp> {
  return createTestApp(env, (app) => checkResponses(app, log), logger);
}

export const responseFigure = (log: ResponseLog) =>
  `response schemas: ${log.checked} responses over ${log.routes.size} routes checked, ${log.outside.length} outside schema, ${log.secrets.length} secrets`;
