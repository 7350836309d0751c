import type { FastifyInstance } from 'fastify';
import {
  envelope,
  EVERY_MEMBER,
  errorEnvelope,
  optionalIdempotencyHeaders,
  savedView,
  savedViewCreateBody,
  savedViewMessages,
  savedViewQuery,
  savedViewRenameBody,
} from '@oja/contracts';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  renameSavedView,
  viewOwnerOf,
} from './saved-view-service.ts';

const tags = ['saved-views'];
const idParams = z.object({ id: z.string() });
const failures = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
/** A person's own views of a list: every member of the business keeps their own. */
const config = { permission: EVERY_MEMBER };

/** Saved views of list screens, per person and list. */
export async function savedViewRoutes(app: FastifyInstance) {
  const typed = signedInRoutes(app);

  typed.get(
    '/v1/saved-views',
    {
      config,
      schema: {
        tags,
        querystring: savedViewQuery,
        response: { 200: envelope(z.array(savedView)), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(await listSavedViews(app.db, viewOwnerOf(request), request.query.list), savedViewMessages.fetched),
  );

  typed.post(
    '/v1/saved-views',
    {
      config,
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        body: savedViewCreateBody,
        response: { 201: envelope(savedView), ...failures },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await createSavedView(db, viewOwnerOf(request), request.body),
        message: savedViewMessages.created,
      })),
  );

  typed.patch(
    '/v1/saved-views/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: savedViewRenameBody,
        response: { 200: envelope(savedView), ...failures },
      },
    },
    async (request) =>
      ok(
        await renameSavedView(app.db, viewOwnerOf(request), request.params.id, request.body.name),
        savedViewMessages.renamed,
      ),
  );

  typed.delete(
    '/v1/saved-views/:id',
    { config, schema: { tags, params: idParams, response: { 200: envelope(z.null()), 404: errorEnvelope } } },
    async (request) => {
      await deleteSavedView(app.db, viewOwnerOf(request), request.params.id);
      return ok(null, savedViewMessages.deleted);
    },
  );
}
