import {
  envelope,
  merchantRequest,
  messagingMessages,
  paginated,
  receivedRequestsQuery,
  sendRequestBody,
  sentRequestsQuery,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { created, ok } from '../../lib/reply.ts';
import { answerRequest, listRequests, sendRequest } from './merchant-request-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['merchant requests'];
const params = z.object({ id: z.uuid('Invalid request id') });
const page = envelope(paginated(merchantRequest));

/** Partnership requests between merchants, at docs/product/messaging.md#calls's paths; sending and the sent list are new. */
export async function merchantRequestRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/merchant/request/received',
    { schema: { tags, querystring: receivedRequestsQuery, response: { 200: page } } },
    async (request) =>
      ok(await listRequests(app.db, 'received', request.user.id, request.query), 'Requests fetched'),
  );

  r.get(
    '/v1/merchant/request/sent',
    { schema: { tags, querystring: sentRequestsQuery, response: { 200: page } } },
    async (request) =>
      ok(await listRequests(app.db, 'sent', request.user.id, request.query), 'Requests fetched'),
  );

  r.post(
    '/v1/merchant/request',
    { schema: { tags, body: sendRequestBody, response: { 201: envelope(merchantRequest) } } },
    async (request, reply) =>
      created(reply, await sendRequest(app.db, request.user.id, request.body), messagingMessages.requestSent),
  );

  r.patch(
    '/v1/merchant/request/accept/:id',
    { schema: { tags, params, response: { 200: envelope(merchantRequest) } } },
    async (request) =>
      ok(
        await answerRequest(app.db, request.user.id, request.params.id, 'accepted'),
        messagingMessages.requestAccepted,
      ),
  );

  r.patch(
    '/v1/merchant/request/decline/:id',
    { schema: { tags, params, response: { 200: envelope(merchantRequest) } } },
    async (request) =>
      ok(
        await answerRequest(app.db, request.user.id, request.params.id, 'declined'),
        messagingMessages.requestDeclined,
      ),
  );
}
