import {
  balancePayment,
  channelReport as channelReportSchema,
  channelsQuery,
  envelope,
  errorEnvelope,
  offlineSaleBody,
  offlineSaleResult,
  paymentLinkBody,
  paymentLinkResult,
  salesMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { type CheckoutContext, placeOrder } from '../checkout/index.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { openBalancePayment } from '../order-payments/index.ts';
import { findOrder } from '../orders/index.ts';
import { orderShareLink } from '../public-links/index.ts';
import { z } from 'zod';
import { merchantMailDeps } from '../merchant-mail/index.ts';
import { channelReport } from './channel-report.ts';
import { recordOfflineSale } from './offline-sale.ts';

const tags = ['orders'];
const refusals = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/**
 * Orders the merchant makes (decision 039), beyond docs/product/orders.md#calls: a payment link for a
 * buyer on the phone or in chat, and an offline sale paid in person; and the sales of each channel.
 * Both writes take an Idempotency-Key: a retried submit answers the first order, never a second.
 */
export async function salesRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: CheckoutContext = {
    db: app.db,
    mailer: app.mailer,
    mail: merchantMailDeps(app.mailer, env),
    log: app.log,
    payments: app.payments,
    reservationMinutes: env.CHECKOUT_RESERVATION_MINUTES,
  };
  const r = signedInRoutes(app);

  r.post(
    '/v1/order/payment-link',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Make an order for a buyer, awaiting payment with its stock or slot held, and its pay link',
        body: paymentLinkBody,
        response: { 201: envelope(paymentLinkResult), ...refusals, 503: errorEnvelope },
      },
    },
    (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => {
        // The order's own transactions run as savepoints of the key's transaction.
        const placed = await placeOrder(
          { ...ctx, db: db as Database },
          { ...request.body, merchantId: request.user.id, channel: 'payment_link' },
        );
        const order = (await findOrder(db, request.user.id, placed.id))!;
        return {
          data: { ...placed, buyerLink: await orderShareLink(db, env.PUBLIC_URL, order, 'tracking') },
          message: salesMessages.linkCreated,
        };
      }),
  );

  r.post(
    '/v1/order/offline-sale',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Record a sale paid in person (cash, bank transfer or POS): stock taken, paid at once',
        body: offlineSaleBody,
        response: { 201: envelope(offlineSaleResult), ...refusals },
      },
    },
    (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => {
        const sale = await db.transaction((tx) => recordOfflineSale(tx, request.user.id, request.body));
        const order = (await findOrder(db, request.user.id, sale.id))!;
        return {
          data: { ...sale, receiptLink: await orderShareLink(db, env.PUBLIC_URL, order, 'receipt') },
          message: salesMessages.offlineRecorded,
        };
      }),
  );

  r.post(
    '/v1/order/:id/balance-payment',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary:
          'The buyer’s checkout for the rest of an order whose deposit is paid (the same one if asked again)',
        params: z.object({ id: z.string() }),
        response: {
          201: envelope(balancePayment),
          404: errorEnvelope,
          409: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await db.transaction((tx) => openBalancePayment(ctx, tx, request.user.id, request.params.id)),
        message: salesMessages.balanceOpened,
      })),
  );

  r.get(
    '/v1/order/channels',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'Paid orders and sales per channel (online, payment link, offline) over a range of days',
        querystring: channelsQuery,
        response: { 200: envelope(channelReportSchema), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(await channelReport(app.db, request.user.id, request.query), salesMessages.channelsFetched),
  );
}
