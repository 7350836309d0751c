import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  path: string;
  params: string[];
  /** The names of its query parameters. */
  query: string[];
  hasBody: boolean;
  /** The JSON schema of the request body, when it takes one. */
  bodySchema?: Record<string, unknown>;
  /** Id-like fields of the query (`q:name`) and body (`b:path`), e.g. `b:products[].productId`. */
  idFields: string[];
  /** The media types of its 200 answer (`text/csv` for a file, `application/json` for an envelope). */
  okTypes: string[];
}

type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; type?: string };

function bodyIdFields(schema: Schema | undefined, prefix = 'b:'): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(schema?.properties ?? {})) {
    if (/(^id|Id)$/.test(key)) found.push(prefix + key);
    if (value.items) found.push(...bodyIdFields(value.items, `${prefix}${key}[].`));
    if (value.properties) found.push(...bodyIdFields(value, `${prefix}${key}.`));
    for (const option of value.anyOf ?? []) found.push(...bodyIdFields(option, `${prefix}${key}.`));
  }
  return [...new Set(found)];
}

interface OpenApiOperation {
  requestBody?: { content?: unknown };
  parameters?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every path × method of the OpenAPI document the app serves, so new routes are covered automatically. */
export async function listRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  const doc = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const content = operation.requestBody?.content as
        Record<string, { schema?: Record<string, unknown> }> | undefined;
      const query = ((operation.parameters ?? []) as { in: string; name: string }[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      const bodySchema = content?.['application/json']?.schema;
      routes.push({
        idFields: [...query.filter((q) => /(^id|Id)$/.test(q)).map((q) => `q:${q}`), ...bodyIdFields(bodySchema as Schema | undefined)],
        method: method.toUpperCase(),
        path,
        params,
        query,
        hasBody: Boolean(operation.requestBody),
        bodySchema,
        okTypes: Object.keys(operation.responses?.['200']?.content ?? {}),
      });
    }
  }
  return routes;
}

/** The concrete URL of a route with each path param replaced by `values[param]` or a random UUID. */
export function fillPath(route: ApiRoute, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? randomUUID()),
  );
}

export const routeName = (route: ApiRoute) => `${route.method} ${route.path}`;

/** Routes answered without a session by design (the spec's public surface). */
export const PUBLIC_ROUTES: RegExp[] = [
  /^GET \/healthz$/,
  /^POST \/v1\/auth\/(register|login|forgot-password|reset-password)$/,
  /^PUT \/v1\/auth\/verify-details$/,
  /^POST \/v1\/auth\/\{product\}\//,
  /^GET \/v1\/users\/get-all-whitelabelclients$/,
  /^POST \/v1\/users\/(waitlist|request-demo)$/,
  /^GET \/v1\/product\/category$/,
  /^GET \/v1\/services\/category\/all$/,
  /^GET \/v1\/address\/countries/,
  /^GET \/v1\/logistic\/(states|cities|dimensions)$/,
  /^POST \/v1\/checkout$/,
  /^(GET|POST) \/v1\/pay\/invoice\/\{payToken\}$/,
  /^(GET|POST) \/v1\/messaging\/guest\/\{token\}/,
  /^(GET|POST) \/v1\/payments\/checkout\/\{accessCode\}/,
  /^GET \/v1\/calendar\/ics\/\{feedToken\}\.ics$/,
  /^GET \/v1\/dev\/outbox$/,
];

/** Public routes that authenticate the caller by a signature instead of a session: 401 with their own message. */
export const SIGNED_ROUTES: RegExp[] = [/^POST \/v1\/payments\/webhook$/];

export const isSigned = (route: ApiRoute) => SIGNED_ROUTES.some((re) => re.test(routeName(route)));
export const isPublic = (route: ApiRoute) => PUBLIC_ROUTES.some((re) => re.test(routeName(route)));
export const isOperatorRoute = (route: ApiRoute) => /^\/v1\/(admin|support)\//.test(route.path);
