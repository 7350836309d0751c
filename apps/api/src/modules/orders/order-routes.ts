import {
  envelope,
  errorEnvelope,
  orderDetail,
  orderMessages,
  orderResultPage,
  orderSchema,
  ordersQuery,
  paginated,
  sellerOrdersQuery,
  serviceOrderStatusBody,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { ok } from '../../lib/reply.ts';
import { createMeetingProvider } from '../../providers/meetings/platform-rooms.ts';
import { getOrderDetail, listOrders, listSellerOrders, moveServiceOrder } from './order-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['orders'];

/** The orders of docs/product/orders.md#calls: the merchant's orders, one type's orders for the seller views, one order. */
export async function orderRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const meetings = createMeetingProvider(env);
  const r = signedInRoutes(app);

  r.get(
    '/v1/order',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'Every order of the merchant, newest first (optionally of one type and status)',
        querystring: ordersQuery,
        response: { 200: envelope(paginated(orderSchema)), 400: errorEnvelope },
      },
    },
    async (request) => ok(await listOrders(app.db, request.user.id, request.query), orderMessages.fetchedAll),
  );

  r.get(
    '/v1/order/seller',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: "Product or service orders as a 'result' list; status takes a status or a tab name",
        querystring: sellerOrdersQuery,
        response: { 200: envelope(orderResultPage), 400: errorEnvelope },
      },
    },
    async (request) => {
      const message =
        request.query.type === 'PRODUCT'
          ? orderMessages.fetchedProductOrders
          : orderMessages.fetchedServiceOrders;
      return ok(await listSellerOrders(app.db, request.user.id, request.query), message);
    },
  );

  r.get(
    '/v1/order/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'One order with its products, booking, shipment and timeline',
        params: z.object({ id: z.string() }),
        response: { 200: envelope(orderDetail), 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await getOrderDetail(app.db, request.user.id, request.params.id, meetings),
        orderMessages.fetchedOne,
      ),
  );

  r.patch(
    '/v1/order/:id/status',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary:
          'Move a paid service order (NEW or PAID → PENDING | DELIVERED, PENDING → DELIVERED); payment comes from the provider',
        params: z.object({ id: z.string() }),
        body: serviceOrderStatusBody,
        response: { 200: envelope(orderDetail), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        await moveServiceOrder(
          app.db,
          request.user.id,
          request.params.id,
          request.body.status,
          env.SERVICE_RELEASE_HOLD_HOURS,
          meetings,
        ),
        orderMessages.statusUpdated,
      ),
  );
}
