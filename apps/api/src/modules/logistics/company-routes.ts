import {
  envelope,
  errorEnvelope,
  logisticsCompany,
  logisticsCompanyBody,
  logisticsMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { addLogisticsCompany, listLogisticsCompanies } from './company-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['logistics'];

/** The logistics companies a merchant works with (docs/product/orders.md#calls POST and GET v1/logistic); adding answers 200 (docs/product/orders.md#dispatch). */
export async function logisticsCompanyRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/logistic',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        body: logisticsCompanyBody,
        response: { 200: envelope(logisticsCompany), 400: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await addLogisticsCompany(app.db, request.user.id, request.body), logisticsMessages.companyAdded),
  );

  r.get(
    '/v1/logistic',
    {
      config: { permission: 'orders.read' },
      schema: { tags, summary: 'Newest first', response: { 200: envelope(z.array(logisticsCompany)) } },
    },
    async (request) =>
      ok(await listLogisticsCompanies(app.db, request.user.id), logisticsMessages.companiesFetched),
  );
}
