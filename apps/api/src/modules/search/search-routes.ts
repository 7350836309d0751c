import {
  envelope,
  errorEnvelope,
  EVERY_MEMBER,
  searchMessages,
  searchQuery,
  searchResult,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInRoutes } from '../../plugins/auth.ts';
import { ok } from '../../lib/reply.ts';
import { kindsAllowed } from './search-kinds.ts';
import { search } from './search-service.ts';

/**
 * GET /v1/search?q=: the command palette's search across the business (docs/product/interface.md#search-and-shortcuts).
 * Every member of the business may call it; each kind is found only for a caller allowed to read it.
 */
export async function searchRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);
  r.get(
    '/v1/search',
    {
      config: { permission: EVERY_MEMBER },
      schema: {
        tags: ['search'],
        querystring: searchQuery,
        response: { 200: envelope(searchResult), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await search(app.db, request.user.id, request.query.q, kindsAllowed(request)),
        searchMessages.fetched,
      ),
  );
}
