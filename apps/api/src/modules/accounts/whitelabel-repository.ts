import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { whitelabelClients } from '../../db/schema/index.ts';

const columns = { slug: whitelabelClients.slug, name: whitelabelClients.name };

export const whitelabelRepository = {
  async listActive(db: Executor) {
    return db
      .select(columns)
      .from(whitelabelClients)
      .where(eq(whitelabelClients.active, true))
      .orderBy(asc(whitelabelClients.name));
  },

  async findActive(db: Executor, slug: string) {
    const [row] = await db
      .select(columns)
      .from(whitelabelClients)
      .where(and(eq(whitelabelClients.slug, slug), eq(whitelabelClients.active, true)))
      .limit(1);
    return row;
  },
};
