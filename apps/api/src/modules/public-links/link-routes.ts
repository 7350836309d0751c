import {
  envelope,
  errorEnvelope,
  idempotencyHeaders,
  invoiceLinkBody,
  linkEmailBody,
  linkEmailResult,
  publicLink,
  publicLinkBody,
  publicLinkMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { findOrder, orderNotFound } from '../orders/index.ts';
import { mailerWithin } from '../../providers/mail/create-mailer.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';
import { assertAllowed } from '../staff/index.ts';
import { isInvoiceLink } from './link-subject.ts';
import { emailLink, type LinkEmailDeps } from './link-email.ts';
import { invoiceShareLink, orderShareLink } from './share-link.ts';

const tags = ['public links'];
const params = z.object({ id: z.string().max(100) });

/**
 * The merchant's links to an order's public pages: POST makes a new one (with `revoke`, every earlier
 * one stops working first). Another merchant's order is 404; a receipt before payment, or a booking of a
 * product order, is 409. POST /v1/public-links/email sends any of the merchant's live links by email
 * (decision 044): one route for every page, named by the link itself, since only its hash is stored.
 */
export async function linkRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const r = signedInRoutes(app);
  const mailDeps: LinkEmailDeps = {
    mail: merchantMailDeps(app.mailer, env),
    mailerIn: mailerWithin(env, app.mailer),
    publicUrl: env.PUBLIC_URL,
  };
  r.post(
    '/v1/order/:id/links',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: "A new link to the order's tracking page, its receipt or its booking",
        params,
        body: publicLinkBody,
        response: { 201: envelope(publicLink), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => {
        const merchantId = request.user.id;
        const { page, revoke } = request.body;
        const order = isUuid(request.params.id)
          ? await findOrder(db, merchantId, request.params.id)
          : undefined;
        if (!order) throw orderNotFound();
        return {
          data: await orderShareLink(db, env.PUBLIC_URL, order, page, revoke),
          message: revoke ? publicLinkMessages.revoked : publicLinkMessages.created,
        };
      }),
  );

  r.post(
    '/v1/invoice/:id/links',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: "A new link to the invoice's pay page, beside the one its send emailed",
        params,
        body: invoiceLinkBody,
        response: { 201: envelope(publicLink), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await invoiceShareLink(
          db,
          env.PUBLIC_URL,
          request.user.id,
          request.params.id,
          request.body.revoke,
        ),
        message: request.body.revoke ? publicLinkMessages.revoked : publicLinkMessages.created,
      })),
  );

  r.post(
    '/v1/public-links/email',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        summary: 'Emails one of your buyer links (tracking, receipt, booking or invoice pay page)',
        headers: idempotencyHeaders,
        body: linkEmailBody,
        response: {
          200: envelope(linkEmailResult),
          400: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      // An invoice's pay link is the invoice's: its email also needs what writing invoices needs.
      if (isInvoiceLink(request.body.url)) assertAllowed(request, 'invoices.write');
      return idempotentCreate(
        app.db,
        request,
        reply,
        async (db) => ({
          data: await emailLink(db, mailDeps, request.user.id, request.body),
          message: publicLinkMessages.emailed,
        }),
        { status: 200 },
      );
    },
  );
}
