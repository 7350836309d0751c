import {
  envelope,
  errorEnvelope,
  invoiceListQuery,
  invoiceMessages,
  invoiceRequest,
  invoiceSchema,
  invoiceStatusChange,
  optionalIdempotencyHeaders,
  paginated,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { editOf, ifMatchHeaders } from '../../lib/record-version.ts';
import { ok } from '../../lib/reply.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { sendInvoice } from './invoice-send-service.ts';
import {
  changeInvoiceStatus,
  createInvoice,
  getInvoice,
  invoicePdf,
  listInvoices,
  updateInvoice,
} from './invoice-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['invoices'];
const params = z.object({ id: z.string().max(64) });
const one = { 200: envelope(invoiceSchema), 404: errorEnvelope };
const refused = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** The invoices of docs/product/invoices.md#calls plus the PDF and sending to the buyer; every route is the caller's own. */
export async function invoiceRoutes(app: FastifyInstance, { ctx }: { ctx: InvoiceContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/invoice',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        querystring: invoiceListQuery,
        response: { 200: envelope(paginated(invoiceSchema)), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(await listInvoices(ctx, request.user.id, request.query), invoiceMessages.fetchedAll),
  );

  r.post(
    '/v1/invoice',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        body: invoiceRequest,
        response: { 201: envelope(invoiceSchema), ...refused, 422: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await createInvoice(ctx, request.user.id, request.body, db),
        message: invoiceMessages.created,
      })),
  );

  r.get(
    '/v1/invoice/:id',
    { config: { permission: 'invoices.read' }, schema: { tags, params, response: one } },
    async (request) => ok(await getInvoice(ctx, request.user.id, request.params.id), invoiceMessages.fetched),
  );

  r.put(
    '/v1/invoice/:id',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        params,
        headers: ifMatchHeaders,
        body: invoiceRequest,
        response: { ...one, ...refused },
      },
    },
    async (request) => ok(await updateInvoice(ctx, ...editOf(request)), invoiceMessages.updated),
  );

  // docs/product/invoices.md#calls writes the path with a trailing slash; both spellings are served.
  for (const url of ['/v1/invoice/:id/status/', '/v1/invoice/:id/status']) {
    r.patch(
      url,
      {
        config: { permission: 'invoices.write' },
        schema: { tags, params, body: invoiceStatusChange, response: { ...one, ...refused } },
      },
      async (request) =>
        ok(
          await changeInvoiceStatus(ctx, request.user.id, request.params.id, request.body),
          invoiceMessages.statusChanged,
        ),
    );
  }

  r.get(
    '/v1/invoice/:id/pdf',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        params,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdf(ctx, request.user.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  r.post(
    '/v1/invoice/:id/send',
    {
      config: { permission: 'invoices.write' },
      schema: { tags, params, response: { ...one, 409: errorEnvelope } },
    },
    async (request) => ok(await sendInvoice(ctx, request.user.id, request.params.id), invoiceMessages.sent),
  );
}
