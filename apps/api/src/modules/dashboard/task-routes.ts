import {
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
  paginated,
  taskCreate,
  taskMessages,
  taskQuery,
  taskSchema,
  taskUpdate,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { editOf, ifMatchHeaders } from '../../lib/record-version.ts';
import { ok } from '../../lib/reply.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { createTask, listTasks, updateTask } from './task-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['dashboard'];
const refused = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/**
 * The dashboard's tasks (docs/product/dashboard.md#calls). Creating answers 200, not 201: the dashboard counts an action as
 * added when the response code is 200 (docs/product/dashboard.md#overview).
 */
export async function taskRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/dashboard/task',
    {
      config: { permission: 'bookings.write' },
      schema: {
        tags,
        summary: 'Adds a task',
        headers: optionalIdempotencyHeaders,
        body: taskCreate,
        response: { 200: envelope(taskSchema), ...refused, 422: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(
        app.db,
        request,
        reply,
        async (db) => ({
          data: await createTask(db, request.user.id, request.body),
          message: taskMessages.created,
        }),
        { status: 200 },
      ),
  );

  r.get(
    '/v1/dashboard/task',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'The tasks, soonest due first; filters: status, dueFrom, dueTo',
        querystring: taskQuery,
        response: { 200: envelope(paginated(taskSchema)), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ok(await listTasks(app.db, request.user.id, request.query), taskMessages.fetched),
  );

  r.put(
    '/v1/dashboard/task/:id',
    {
      config: { permission: 'bookings.write' },
      schema: {
        tags,
        summary: 'Changes a task: title, note, dueDate, status or link (null clears)',
        params: z.object({ id: z.string().max(64) }),
        headers: ifMatchHeaders,
        body: taskUpdate,
        response: { 200: envelope(taskSchema), ...refused, 409: errorEnvelope },
      },
    },
    async (request) => ok(await updateTask(app.db, ...editOf(request)), taskMessages.updated),
  );
}
