import { auditFilters, auditPage, auditQuery, envelope } from '@oja/contracts';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { SIGNED_IN_SECURITY } from '../../plugins/docs.ts';
import { exportAuditCsv, listAuditEntries } from './audit-service.ts';

const tags = ['audit-log'];

const sendCsv = (reply: FastifyReply, body: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="audit-log.csv"')
    .send(body);
const security = SIGNED_IN_SECURITY;

/** Settings → Audit log, the owner's alone (no permission: no staff member or API key may read it). */
export async function auditRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/audit-log',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first, filtered; pass nextCursor as before for the next page',
        querystring: auditQuery,
        response: { 200: envelope(auditPage) },
      },
    },
    async (request) =>
      ok(await listAuditEntries(app.db, request.user.id, request.query), 'Audit log fetched'),
  );

  r.get(
    '/v1/audit-log/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every entry of the filters as CSV (streamed)',
        querystring: auditFilters,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => sendCsv(reply, await exportAuditCsv(app.db, request.user.id, request.query)),
  );
}
