import {
  type Paginated,
  type Task,
  type TaskCreate,
  type TaskLink,
  taskMessages,
  type TaskQuery,
  type TaskUpdate,
  toPaginated,
} from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TaskChanges, taskRepository, type TaskRow } from './task-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { findOrder } from '../orders/index.ts';
import { bookingExists } from '../bookings/index.ts';

const notFound = (message: string, path?: string) =>
  new AppError('NOT_FOUND', message, path ? [{ path, message }] : undefined);

export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  title: row.title,
  note: row.note,
  dueDate: row.dueDate,
  status: row.status,
  link: row.linkType && row.linkId ? { type: row.linkType, id: row.linkId } : null,
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** A task may only point at the caller's own order or booking; anything else is answered as missing. */
async function checkLink(db: Executor, merchantId: string, link: TaskLink) {
  if (link.type === 'order') {
    const order = isUuid(link.id) ? await findOrder(db, merchantId, link.id) : undefined;
    if (!order) throw notFound(taskMessages.orderNotFound, 'body.link.id');
  } else if (!isUuid(link.id) || !(await bookingExists(db, merchantId, link.id))) {
    throw notFound(taskMessages.bookingNotFound, 'body.link.id');
  }
}

const linkColumns = (link: TaskLink | null) => ({ linkType: link?.type ?? null, linkId: link?.id ?? null });

export async function createTask(db: Executor, merchantId: string, body: TaskCreate): Promise<Task> {
  if (body.link) await checkLink(db, merchantId, body.link);
  const row = await taskRepository.insert(db, {
    merchantId,
    title: body.title,
    note: body.note || null,
    dueDate: body.dueDate ?? null,
    status: body.status,
    ...linkColumns(body.link ?? null),
    completedAt: body.status === 'done' ? new Date() : null,
  });
  return toTask(row);
}

/**
 * PUT /v1/dashboard/task/{id}: the fields sent; done stamps completedAt, leaving done clears it. With
 * `version` (If-Match) only that version of the task is changed (decision 019).
 */
export async function updateTask(
  db: Database,
  merchantId: string,
  id: string,
  body: TaskUpdate,
  version?: number,
): Promise<Task> {
  return db.transaction(async (tx) => {
    const current = isUuid(id) ? await taskRepository.findById(tx, merchantId, id, true) : undefined;
    if (!current) throw notFound(taskMessages.notFound);
    if (body.link) await checkLink(tx, merchantId, body.link);
    const changes: TaskChanges = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.note !== undefined) changes.note = body.note || null;
    if (body.dueDate !== undefined) changes.dueDate = body.dueDate;
    if (body.link !== undefined) Object.assign(changes, linkColumns(body.link));
    if (body.status !== undefined && body.status !== current.status) {
      changes.status = body.status;
      changes.completedAt = body.status === 'done' ? new Date() : null;
    }
    const saved = await taskRepository.update(tx, merchantId, id, changes, version);
    if (!saved) throw notFound(taskMessages.notFound);
    return toTask(saved);
  });
}

export async function listTasks(
  db: Executor,
  merchantId: string,
  query: TaskQuery,
): Promise<Paginated<Task>> {
  const { rows, total } = await taskRepository.page(db, merchantId, query, query.page, query.limit);
  return toPaginated(rows.map(toTask), total, query);
}
