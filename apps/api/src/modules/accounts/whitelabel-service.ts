import { accountMessages, type WhitelabelClient } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountsContext } from './accounts-context.ts';
import { whitelabelRepository } from './whitelabel-repository.ts';

export async function listWhitelabelClients(ctx: AccountsContext): Promise<WhitelabelClient[]> {
  const rows = await whitelabelRepository.listActive(ctx.db);
  return rows.map((row) => ({ id: row.slug, slug: row.slug, name: row.name }));
}

/** The {product} segment of /v1/auth/{product}/… must name an active white-label client. */
export async function requireWhitelabelClient(ctx: AccountsContext, slug: string): Promise<string> {
  const client = await whitelabelRepository.findActive(ctx.db, slug);
  if (!client) throw new AppError('NOT_FOUND', accountMessages.whitelabelNotFound);
  return client.slug;
}
