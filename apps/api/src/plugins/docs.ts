import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { webhookPayloads } from '@oja/contracts';
import { z } from 'zod';

/**
 * Each webhook event's body as the receiver gets it (docs/webhooks.md, decision 049), as components named
 * `WebhookEvent.<type>`: `{ id, type, created_at, data }`.
 */
const webhookSchemas = Object.fromEntries(
  Object.entries(webhookPayloads).map(([type, data]) => [
    `WebhookEvent.${type}`,
    z.toJSONSchema(z.object({ id: z.string(), type: z.literal(type), created_at: z.string(), data }), {
      target: 'openapi-3.0',
      io: 'output',
    }),
  ]),
);

/** The ways a signed-in route may be called: the dashboard's session cookie or a bearer API key. */
export const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

/** The OpenAPI document, generated from the zod route schemas: UI at /docs, JSON at /docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Oja API',
        version: '1.0.0',
        description: 'The seller dashboard API. Product behaviour: docs/product/.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'access-token' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'oja_live_… API key, or a session token',
            description:
              'An API key made in Settings → API keys (`Authorization: Bearer oja_live_…`): it acts in the ' +
              "owner's business on the routes its scopes permit, never on the owner's own settings; " +
              'rate-limited per key (RateLimit-* headers, 429 with Retry-After). See docs/integrations.md.',
          },
        },
        schemas: webhookSchemas as Record<string, object>,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The UI's own policy allows framing and <base> from 'self'; keep the app-wide 'none' (docs/security.md, test 9).
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
});
