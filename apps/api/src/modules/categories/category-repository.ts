import { asc, eq } from 'drizzle-orm';
import type { CategoryKind } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export const categoryRepository = {
  /** Every category of a kind, top-level ones and subcategories, in display order. */
  async listOfKind(db: Executor, kind: CategoryKind) {
    return db
      .select()
      .from(categories)
      .where(eq(categories.kind, kind))
      .orderBy(asc(categories.position), asc(categories.name));
  },
};
