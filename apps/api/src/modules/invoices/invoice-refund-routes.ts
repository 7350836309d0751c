import {
  applyStoreCredit,
  envelope,
  errorEnvelope,
  idempotencyHeaders,
  type Invoice,
  invoiceRefunds,
  type InvoiceRefunds,
  invoiceSchema,
  refundMessages,
  refundRequest,
  storeCreditMessages,
} from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { KeyedLimiter } from '../../lib/keyed-limiter.ts';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { runIdempotent } from '../idempotency/index.ts';
import { sendOutcome } from '../wallet/index.ts';
import { applyInvoiceCredit } from './invoice-credit-service.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { readInvoiceRefunds, refundInvoiceInTransaction } from './invoice-refund-service.ts';
import { withLines } from './invoice-service.ts';

const tags = ['invoices'];
const params = z.object({ id: z.string().max(64) });
const answers = { 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 503: errorEnvelope };

/** An invoice's money write, at most once per Idempotency-Key, in one transaction with the key. */
function invoiceWrite<T>(
  ctx: InvoiceContext & { perMerchant: KeyedLimiter },
  request: FastifyRequest,
  statusCode: 200 | 201,
  message: string,
  write: (tx: Executor) => Promise<T>,
) {
  return runIdempotent<T>(
    ctx,
    {
      merchantId: request.user.id,
      key: String(request.headers['idempotency-key']),
      method: 'POST',
      path: request.url,
      body: request.body,
    },
    async (tx) => ({ statusCode, message, data: await write(tx) }),
  );
}

/**
 * Refunds of an invoice and store credit spent on it (decision 045): GET /v1/invoice/{id}/refunds reads
 * them; each write takes an Idempotency-Key.
 */
export async function invoiceRefundRoutes(app: FastifyInstance, { ctx }: { ctx: InvoiceContext }) {
  const r = signedInRoutes(app);
  const writes = { ...ctx, perMerchant: new KeyedLimiter(1) };

  r.get(
    '/v1/invoice/:id/refunds',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params, response: { 200: envelope(invoiceRefunds), 404: errorEnvelope } },
    },
    async (request) =>
      ok(await readInvoiceRefunds(app.db, request.user.id, request.params.id), refundMessages.fetched),
  );

  r.post(
    '/v1/invoice/:id/refunds',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Refund part or all of what was paid on an invoice, to the buyer’s card(s) or store credit',
        headers: idempotencyHeaders,
        params,
        body: refundRequest,
        response: { 201: envelope(invoiceRefunds), ...answers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await invoiceWrite<InvoiceRefunds>(
        writes,
        request,
        201,
        refundMessages.refunded,
        async (tx) => {
          await refundInvoiceInTransaction(ctx.payments, tx, request.user.id, id, request.body);
          return readInvoiceRefunds(tx, request.user.id, id);
        },
      );
      return sendOutcome(reply, outcome);
    },
  );

  r.post(
    '/v1/invoice/:id/store-credit',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Pay part or all of an issued invoice from its buyer’s store credit',
        headers: idempotencyHeaders,
        params,
        body: applyStoreCredit,
        response: { 200: envelope(invoiceSchema), ...answers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await invoiceWrite<Invoice>(
        writes,
        request,
        200,
        storeCreditMessages.applied,
        async (tx) => {
          return withLines(tx, await applyInvoiceCredit(tx, request.user.id, id, request.body.amount));
        },
      );
      return sendOutcome(reply, outcome);
    },
  );
}
