import {
  accountMessages,
  customer,
  customerEntry,
  customerQuery,
  customerRequest,
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
  paginated,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import type { AccountsContext } from '../accounts/index.ts';
import { createCustomer, listCustomers } from './customer-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['users'];

/** The merchant's customer book: POST adds one (docs/product/invoices.md#customers), GET lists and searches them for the invoice form. */
export async function customerRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/users/customer',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        body: customerRequest,
        response: { 201: envelope(customer), 422: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await createCustomer(ctx, request.user.id, request.body, db),
        message: accountMessages.customerCreated,
      })),
  );

  r.get(
    '/v1/users/customer',
    {
      config: { permission: 'customers.read' },
      schema: { tags, querystring: customerQuery, response: { 200: envelope(paginated(customerEntry)) } },
    },
    async (request) => ok(await listCustomers(ctx, request.user.id, request.query)),
  );
}
