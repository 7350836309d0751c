import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  path: string;
  params: string[];
  /** The names of its query parameters. */
  query: string[];
  /** The JSON schema of each query parameter, and which of them are required. */
  querySchemas: Record<string, Record<string, unknown>>;
  requiredQuery: string[];
  /** The request headers its schema declares (e.g. idempotency-key). */
  headers: string[];
  /** True when it reads a multipart form (its summary names the multipart fields; JSON bodies have a schema). */
  multipart: boolean;
  hasBody: boolean;
  /** The media types its body may have (application/json, multipart/form-data). */
  bodyTypes: string[];
  /** The JSON schema of the request body, when it takes one. */
  bodySchema?: Record<string, unknown>;
  /** It declares an If-Match header: an edit of a versioned record (decision 019). */
  ifMatch: boolean;
  /**
   * Fields of the query (`q:name`) and body (`b:path`) that name another record — an id, an upload, a
   * link — e.g. `b:products[].productId`, `b:gallery_image`, `q:before` (see `referenceFields`).
   */
  idFields: string[];
  /** The media types of its 200 answer (`text/csv` for a file, `application/json` for an envelope). */
  okTypes: string[];
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
const REFERENCE_NAME =
  /^(id|ids)$|(Id|Ids|_id|_ids)$|^(image|images|gallery_images?|avatar|logo|document|file)$|(Url|_url)$/;

/** The schema and every shape a union or an intersection lets it take. */
const alternatives = (schema: Schema | undefined): Schema[] =>
  schema
    ? [
        schema,
        ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(alternatives),
      ]
    : [];

/** A field refers to another record by its name, or by being a UUID (or a list of them) whatever its name. */
const isReference = (name: string, schema: Schema | undefined) =>
  REFERENCE_NAME.test(name) ||
  alternatives(schema).some(
    (v) => v.format === 'uuid' || alternatives(v.items).some((i) => i.format === 'uuid'),
  );

/** Every reference field of a body, through nested objects, arrays of objects and unions. */
export function referenceFields(schema: Schema | undefined, prefix = 'b:'): string[] {
  const found: string[] = [];
  for (const variant of alternatives(schema)) {
    for (const [key, value] of Object.entries(variant.properties ?? {})) {
      if (isReference(key, value)) found.push(prefix + key);
      for (const option of alternatives(value)) {
        if (option.properties)
          found.push(...referenceFields({ properties: option.properties }, `${prefix}${key}.`));
        for (const item of alternatives(option.items))
          if (item.properties)
            found.push(...referenceFields({ properties: item.properties }, `${prefix}${key}[].`));
      }
    }
  }
  return [...new Set(found)];
}

interface OpenApiOperation {
  summary?: string;
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
      const parameters = (operation.parameters ?? []) as {
        in: string;
        name: string;
        required?: boolean;
        schema?: Record<string, unknown>;
      }[];
      const queryParameters = parameters.filter((p) => p.in === 'query');
      const query = queryParameters.map((p) => p.name);
      const bodySchema = content?.['application/json']?.schema;
      routes.push({
        idFields: [
          ...queryParameters
            .filter((q) => isReference(q.name, q.schema as Schema | undefined))
            .map((q) => `q:${q.name}`),
          ...referenceFields(bodySchema as Schema | undefined),
        ],
        method: method.toUpperCase(),
        path,
        params,
        query,
        querySchemas: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema ?? {}])),
        requiredQuery: queryParameters.filter((p) => p.required).map((p) => p.name),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        multipart: !bodySchema && /\bmultipart\b/i.test(operation.summary ?? ''),
        hasBody: Boolean(operation.requestBody),
        bodyTypes: Object.keys(content ?? {}),
        ifMatch: ((operation.parameters ?? []) as { in: string; name: string }[]).some(
          (p) => p.in === 'header' && p.name.toLowerCase() === 'if-match',
        ),
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
  /^GET \/(healthz|readyz)$/,
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
  /^GET \/v1\/meet\/\{roomId\}$/,
  /^GET \/v1\/dev\/outbox$/,
  /^(GET|POST) \/v1\/staff\/join\/\{token\}/,
];

/** Public routes that authenticate the caller by a signature instead of a session: 401 with their own message. */
export const SIGNED_ROUTES: RegExp[] = [/^POST \/v1\/payments\/webhook$/, /^POST \/v1\/logistics\/webhook$/];

export const isSigned = (route: ApiRoute) => SIGNED_ROUTES.some((re) => re.test(routeName(route)));
export const isPublic = (route: ApiRoute) => PUBLIC_ROUTES.some((re) => re.test(routeName(route)));
export const isOperatorRoute = (route: ApiRoute) => /^\/v1\/(admin|support)\//.test(route.path);
