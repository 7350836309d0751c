import { z } from 'zod';

export const CATEGORY_KINDS = ['product', 'service'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * Reference data seeded by a migration. Products name categories by `title` and services by `name`
 * (docs/product/catalogue.md#product-fields), so both carry the same text.
 */
export const subCategorySchema = z.object({ id: z.string(), name: z.string(), title: z.string() });
export const categorySchema = subCategorySchema.extend({ subCategories: z.array(subCategorySchema) });
export type Category = z.infer<typeof categorySchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categoryMessages = {
  fetched: 'Fetched categories successfully',
  fallback: 'Could not get categories. Try again later.',
} as const;
