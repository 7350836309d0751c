import type { FastifyInstance } from 'fastify';
import {
  bulkEditBody,
  bulkEditMessages,
  bulkEditResult,
  bulkPreview,
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
} from '@oja/contracts';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { applyBulkEdit, previewBulkEdit, undoBulkEdit } from './bulk-edit-service.ts';

const tags = ['products'];
const config = { permission: 'products.write' } as const;
const failures = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** Bulk edit of products: preview, apply (one transaction) and undo (decision 050). */
export async function bulkEditRoutes(app: FastifyInstance) {
  const typed = signedInRoutes(app);

  typed.post(
    '/v1/products/bulk/preview',
    {
      config,
      schema: { tags, body: bulkEditBody, response: { 200: envelope(bulkPreview), ...failures } },
    },
    async (request) =>
      ok(await previewBulkEdit(app.db, request.user.id, request.body), bulkEditMessages.previewed),
  );

  typed.post(
    '/v1/products/bulk',
    {
      config,
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        body: bulkEditBody,
        response: { 201: envelope(bulkEditResult), ...failures },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await applyBulkEdit(db, request.user.id, request.body),
        message: bulkEditMessages.applied,
      })),
  );

  typed.post(
    '/v1/products/bulk/:id/undo',
    {
      config,
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        params: z.object({ id: z.string() }),
        response: { 200: envelope(bulkEditResult), ...failures },
      },
    },
    async (request, reply) =>
      idempotentCreate(
        app.db,
        request,
        reply,
        async (db) => ({
          data: await undoBulkEdit(db, request.user.id, request.params.id),
          message: bulkEditMessages.undone,
        }),
        { status: 200 },
      ),
  );
}
