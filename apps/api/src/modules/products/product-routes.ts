import type { FastifyInstance } from 'fastify';
import { editOf, ifMatchHeaders } from '../../lib/record-version.ts';
import {
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
  productCreateBody,
  productIdsBody,
  productListPage,
  productListQuery,
  productMessages,
  productSchema,
  productUpdateBody,
  publishBody,
} from '@oja/contracts';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { ok } from '../../lib/reply.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  getProduct,
  getProductBySku,
  productCap,
  publishProducts,
  updateProduct,
} from './product-service.ts';
import { listProducts } from './product-list-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['products'];
const idParams = z.object({ id: z.string() });
const failures = { 400: errorEnvelope, 404: errorEnvelope };

/** The products of docs/product/catalogue.md#calls, with their exact paths (note the singular `v1/product` for create and edit). */
export async function productRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const cap = productCap(env.PRODUCTS_PER_MERCHANT);
  const typed = signedInRoutes(app);

  typed.get(
    '/v1/products',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        querystring: productListQuery,
        response: { 200: envelope(productListPage), 400: errorEnvelope },
      },
    },
    async (request) => {
      const { data, message } = await listProducts(app.db, request.user.id, request.query);
      return ok(data, message);
    },
  );

  typed.get(
    '/v1/products/:id',
    {
      config: { permission: 'products.read' },
      schema: { tags, params: idParams, response: { 200: envelope(productSchema), 404: errorEnvelope } },
    },
    async (request) =>
      ok(await getProduct(app.db, request.user.id, request.params.id), productMessages.fetchedOne),
  );

  typed.get(
    '/v1/products/sku/:sku',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        params: z.object({ sku: z.string() }),
        response: { 200: envelope(productSchema), 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(await getProductBySku(app.db, request.user.id, request.params.sku), productMessages.fetchedOne),
  );

  typed.post(
    '/v1/product',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        body: productCreateBody,
        response: {
          201: envelope(productSchema),
          400: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await createProduct(db, request.user.id, request.body, cap),
        message: productMessages.created,
      })),
  );

  typed.put(
    '/v1/product/:id',
    {
      config: {
        permission: 'products.write',
        auditBefore: (request) => getProduct(app.db, request.user.id, (request.params as { id: string }).id),
      },
      schema: {
        tags,
        params: idParams,
        headers: ifMatchHeaders,
        body: productUpdateBody,
        response: { 200: envelope(productSchema), ...failures, 409: errorEnvelope },
      },
    },
    async (request) => ok(await updateProduct(app.db, ...editOf(request)), productMessages.updated),
  );

  typed.delete(
    '/v1/products/:id',
    {
      config: { permission: 'products.write' },
      schema: { tags, params: idParams, response: { 200: envelope(z.null()), 404: errorEnvelope } },
    },
    async (request) => {
      await deleteProduct(app.db, request.user.id, request.params.id);
      return ok(null, productMessages.deletedOne);
    },
  );

  typed.delete(
    '/v1/products',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary: 'Delete products by id, all or nothing',
        body: productIdsBody,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), ...failures },
      },
    },
    async (request) => {
      const deleted = await deleteProducts(app.db, request.user.id, request.body.productId);
      return ok({ deleted }, productMessages.deletedMany);
    },
  );

  typed.patch(
    '/v1/products/publish',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary: 'Switch products between ACTIVE and INACTIVE (or set the given status), all or nothing',
        body: publishBody,
        response: { 200: envelope(z.array(productSchema)), ...failures },
      },
    },
    async (request) => {
      const { productId, status } = request.body;
      return ok(await publishProducts(app.db, request.user.id, productId, status), productMessages.published);
    },
  );
}
