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
  /**
   * Fields of the query (`q:name`) and body (`b:path`) that name another record — an id, an upload, a
   * link — e.g. `b:products[].productId`, `b:gallery_image`, `q:before` (see `referenceFields`).
   */
  idFields: string[];
}

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  type?: string;
  format?: string;
};

/**
 * A name that refers to another record: an id (`id`, `…Id`, `ids`, `…Ids`, `…_id`), an upload or a link
 * (`image`, `images`, `gallery_image(s)`, `avatar`, `logo`, `document`, `file`, `…Url`, `…_url`).
 */
const REFERENCE_NAME = /^(id|ids)$|(Id|Ids|_id|_ids)$|^(image|images|gallery_images?|avatar|logo|document|file)$|(Url|_url)$/;

/** The schema and every shape a union or an intersection lets it take. */
const alternatives = (schema: Schema | undefined): Schema[] =>
  schema ? [schema, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(alternatives)] : [];

/** A field refers to another record by its name, or by being a UUID (or a list of them) whatever its name. */
const isReference = (name: string, schema: Schema | undefined) =>
  REFERENCE_NAME.test(name) ||
  alternatives(schema).some((v) => v.format === 'uuid' || alternatives(v.items).some((i) => i.format === 'uuid'));

/** Every reference field of a body, through nested objects, arrays of objects and unions. */
export function referenceFields(schema: Schema | undefined, prefix = 'b:'): string[] {
  const found: string[] = [];
  for (const variant of alternatives(schema)) {
    for (const [key, value] of Object.entries(variant.properties ?? {})) {
      if (isReference(key, value)) found.push(prefix + key);
      for (const option of alternatives(value)) {
        if (option.properties) found.push(...referenceFields({ properties: option.properties }, `${prefix}${key}.`));
        for (const item of alternatives(option.items))
          if (item.properties) found.push(...referenceFields({ properties: item.properties }, `${prefix}${key}[].`));
      }
    }
  }
  return [...new Set(found)];
}

interface OpenApiOperation {
  requestBody?: { content?: unknown };
  parameters?: unknown;
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
      const queryParams = ((operation.parameters ?? []) as { in: string; name: string; schema?: Schema }[]).filter(
        (p) => p.in === 'query',
      );
      const query = queryParams.map((p) => p.name);
      const bodySchema = content?.['application/json']?.schema;
      routes.push({
        idFields: [
          ...queryParams.filter((q) => isReference(q.name, q.schema)).map((q) => `q:${q.name}`),
          ...referenceFields(bodySchema as Schema | undefined),
        ],
        method: method.toUpperCase(),
        path,
        params,
        query,
        hasBody: Boolean(operation.requestBody),
        bodySchema,
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
