import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryMessages, categorySchema, envelope } from '@oja/contracts';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { loadCategories } from './category-service.ts';

const schema = (summary: string) => ({
  tags: ['categories'],
  summary,
  response: { 200: envelope(z.array(categorySchema)) },
});

/**
 * The category reference data (public: onboarding asks for a business category before there is a
 * session): GET v1/product/category and GET /v1/services/category/all.
 */
export async function categoryRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/v1/product/category',
    { schema: schema('Product categories with their subcategories') },
    async () => ok((await loadCategories(app.db, 'product')).tree, categoryMessages.fetched),
  );
  typed.get(
    '/v1/services/category/all',
    { schema: schema('Service categories with their subcategories') },
    async () => ok((await loadCategories(app.db, 'service')).tree, categoryMessages.fetched),
  );
}
