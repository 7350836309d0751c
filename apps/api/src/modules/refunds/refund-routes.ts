import {
  envelope,
  errorEnvelope,
  idempotencyHeaders,
  orderRefunds,
  refundMessages,
  refundRequest,
  returnAcceptance,
  returnDecline,
  returnRequestInput,
} from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KeyedLimiter } from '../../lib/keyed-limiter.ts';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { sendOutcome } from '../wallet/index.ts';
import type { RefundContext } from './refund-context.ts';
import { orderRefundWrite, readRefunds, refundIdOfKey, refundInTransaction } from './refund-service.ts';
import { returnWrites } from './return-service.ts';

const tags = ['orders'];
const order = z.object({ id: z.string() });
const orderReturn = z.object({ id: z.string(), returnId: z.string() });
const answers = { 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 503: errorEnvelope };

/** The write as the idempotency store knows it: the merchant, the key, the order, the path and the body. */
const writeOf = (request: FastifyRequest, orderId: string, key: string) => ({
  merchantId: request.user.id,
  key,
  orderId,
  path: request.url,
  body: request.body,
});

/**
 * Refunds and returns of a merchant's paid orders (decision 038): GET /v1/order/{id}/refunds reads them;
 * every write takes an Idempotency-Key and answers with the order's refunds after it.
 */
export async function refundRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);
  const ctx: RefundContext = { db: app.db, payments: app.payments, perMerchant: new KeyedLimiter(1) };

  r.get(
    '/v1/order/:id/refunds',
    {
      config: { permission: 'orders.read' },
      schema: { tags, params: order, response: { 200: envelope(orderRefunds), 404: errorEnvelope } },
    },
    async (request) =>
      ok(await readRefunds(app.db, request.user.id, request.params.id), refundMessages.fetched),
  );

  r.post(
    '/v1/order/:id/refunds',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary:
          'Refund part or all of a paid order to the buyer’s payment or store credit; optionally restock',
        headers: idempotencyHeaders,
        params: order,
        body: refundRequest,
        response: { 201: envelope(orderRefunds), ...answers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await orderRefundWrite(
        ctx,
        writeOf(request, id, request.headers['idempotency-key']),
        201,
        (tx) =>
          refundInTransaction(ctx.payments, tx, request.user.id, id, {
            ...request.body,
            id: refundIdOfKey(request.user.id, id, request.headers['idempotency-key']),
          }).then(() => refundMessages.refunded),
      );
      return sendOutcome(reply, outcome);
    },
  );

  r.post(
    '/v1/order/:id/returns',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Record a buyer’s request to return a delivered product order',
        headers: idempotencyHeaders,
        params: order,
        body: returnRequestInput,
        response: { 200: envelope(orderRefunds), ...answers },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await orderRefundWrite(
        ctx,
        writeOf(request, id, request.headers['idempotency-key']),
        200,
        (tx) => returnWrites.request(tx, request.user.id, id, request.body),
      );
      return sendOutcome(reply, outcome);
    },
  );

  r.post(
    '/v1/order/:id/returns/:returnId/accept',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Accept a return request with its refund (and restock)',
        headers: idempotencyHeaders,
        params: orderReturn,
        body: returnAcceptance,
        response: { 200: envelope(orderRefunds), ...answers },
      },
    },
    async (request, reply) => {
      const { id, returnId } = request.params;
      const outcome = await orderRefundWrite(
        ctx,
        writeOf(request, id, request.headers['idempotency-key']),
        200,
        (tx) =>
          returnWrites.accept(ctx, tx, request.user.id, id, returnId, {
            ...request.body,
            id: refundIdOfKey(request.user.id, id, request.headers['idempotency-key']),
          }),
      );
      return sendOutcome(reply, outcome);
    },
  );

  r.post(
    '/v1/order/:id/returns/:returnId/decline',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Decline a return request, with a reason',
        headers: idempotencyHeaders,
        params: orderReturn,
        body: returnDecline,
        response: { 200: envelope(orderRefunds), ...answers },
      },
    },
    async (request, reply) => {
      const { id, returnId } = request.params;
      const outcome = await orderRefundWrite(
        ctx,
        writeOf(request, id, request.headers['idempotency-key']),
        200,
        (tx) => returnWrites.decline(ctx, tx, request.user.id, id, returnId, request.body),
      );
      return sendOutcome(reply, outcome);
    },
  );
}
