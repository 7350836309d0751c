import { MAX_SAVED_VIEWS, type SavedView, type SavedViewCreateBody, savedViewMessages } from '@oja/contracts';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { isUniqueViolation } from '../../lib/db/unique-violation.ts';
import { type SavedViewRow, savedViewRepository as repo, type ViewOwner } from './saved-view-repository.ts';

const NAME_INDEX = 'saved_views_owner_list_name';
const viewNotFound = () => new AppError('NOT_FOUND', savedViewMessages.notFound);

/**
 * Whose views a request reads and writes: the business it acts in, and the person acting (the owner, a
 * staff member, or an API key) — each keeps their own.
 */
export const viewOwnerOf = (request: FastifyRequest): ViewOwner => ({
  merchantId: request.user.id,
  ownerId: request.actor.id,
});

const toView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A name already used for the list is a 409 that names the problem. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw conflict(savedViewMessages.nameTaken);
    throw error;
  }
}

export async function listSavedViews(db: Executor, owner: ViewOwner, list: string | undefined) {
  return (await repo.list(db, owner, list)).map(toView);
}

export async function createSavedView(db: Executor, owner: ViewOwner, body: SavedViewCreateBody) {
  return db.transaction(async (tx) => {
    if ((await repo.count(tx, owner, body.list)) >= MAX_SAVED_VIEWS)
      throw conflict(savedViewMessages.limitReached);
    return toView(await uniquely(() => repo.insert(tx, { ...owner, ...body })));
  });
}

export async function renameSavedView(db: Executor, owner: ViewOwner, id: string, name: string) {
  const row = isUuid(id) ? await uniquely(() => repo.rename(db, owner, id, name)) : undefined;
  if (!row) throw viewNotFound();
  return toView(row);
}

export async function deleteSavedView(db: Executor, owner: ViewOwner, id: string) {
  if (!isUuid(id) || (await repo.delete(db, owner, id)) === 0) throw viewNotFound();
}
