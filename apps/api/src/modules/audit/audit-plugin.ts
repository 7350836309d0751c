import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { REPLAYED_HEADER } from '../idempotency/index.ts';
import { actorOf } from './actor.ts';
import { AUDIT_ACTIONS, objectTypeOf } from './audit-actions.ts';
import { auditRepository, type NewAuditRow } from './audit-repository.ts';
import { purgeOldAuditEntries } from './audit-service.ts';
import { changesOf } from './before-after.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETENTION_EVERY_MS = 60 * 60 * 1000;
const USER_AGENT_LENGTH = 400;

declare module 'fastify' {
  interface FastifyRequest {
    /** The id in the answer's envelope (`data.id` or `data._id`): the record a create made. */
    answeredId: string | null;
    /** The record as it was before the write, when the route names a reader (`config.auditBefore`). */
    auditBefore: object | null;
  }
}

/** The id of the record an envelope answers with, if any. */
function idOf(payload: unknown): string | null {
  const data = (payload as { data?: { id?: unknown; _id?: unknown } } | null)?.data;
  const id = data?.id ?? data?._id;
  return typeof id === 'string' ? id : null;
}

/** The entry of a successful write, or null when it is not one an actor made. */
function entryOf(request: FastifyRequest, reply: FastifyReply): NewAuditRow | null {
  if (!WRITES.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300) return null;
  // A replayed answer (the same Idempotency-Key again) changed nothing: the first one was recorded.
  if (reply.getHeader(REPLAYED_HEADER) === 'true') return null;
  const actor = actorOf(request);
  if (!actor) return null;
  const route = `${request.method} ${request.routeOptions.url}`;
  const action = AUDIT_ACTIONS[route] ?? route;
  const params = (request.params ?? {}) as Record<string, string>;
  return {
    merchantId: request.user.id,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    action,
    objectType: AUDIT_ACTIONS[route] ? objectTypeOf(action) : 'unknown',
    objectId: params.id ?? Object.values(params)[0] ?? request.answeredId,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_LENGTH),
    changes: changesOf(request.body, request.auditBefore),
  };
}

/**
 * The audit log's one mechanism: every write answered 2xx to a signed-in person or an API key is
 * recorded before the answer leaves (who, what, when, from where, the fields set; decision 048), and
 * entries older than AUDIT_RETENTION_DAYS are deleted hourly. A failed record is logged, not answered:
 * the write it describes has already happened.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    app.decorateRequest('answeredId', null);
    app.decorateRequest('auditBefore', null);
    app.addHook('preHandler', async (request) => {
      const read = request.routeOptions.config.auditBefore;
      if (read && request.user) request.auditBefore = await read(request);
    });
    // Read before serialization (and compression): the answer is still an object here.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (WRITES.has(request.method)) request.answeredId = idOf(payload);
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const entry = entryOf(request, reply);
      if (entry) {
        await auditRepository
          .insert(app.db, entry)
          .catch((error: unknown) => request.log.error({ err: error }, 'audit entry not recorded'));
      }
      return payload;
    });
    intervalJob(app, {
      name: 'audit-retention',
      intervalMs: RETENTION_EVERY_MS,
      work: () => purgeOldAuditEntries(app.db, env.AUDIT_RETENTION_DAYS),
    });
  },
  { name: 'audit', dependencies: ['db', 'auth'] },
);
