import { type Envelope, IDEMPOTENCY_HEADER } from '@oja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { KeyedLimiter } from '../../lib/keyed-limiter.ts';
import { created, ok } from '../../lib/reply.ts';
import { REPLAYED_HEADER, runIdempotent } from './idempotency.ts';

export interface Created<T> {
  data: T;
  message: string;
}

export interface CreateOptions {
  /** The status of a success: 201, or 200 where docs/product/routes.md#api answers a create with 200 (tasks, calendar entries). */
  status?: 200 | 201;
}

/** Retries of one key wait here, in memory and one at a time, instead of each holding a connection. */
const sameKey = new KeyedLimiter(1);

/**
 * A create a client may retry after a timeout (product, service, invoice, customer, task, calendar entry).
 * Without an `Idempotency-Key` header it simply runs. With one, it runs through the wallet's mechanism
 * (`runIdempotent`): the key is claimed and the answer stored in the create's own transaction, so the same
 * key — sent again after the first answer, or at the same time — replays the first answer (marked
 * `Idempotent-Replayed: true`) and never makes a second record; the same key with another body is 422.
 * `create` must write through the executor it is given.
 */
export async function idempotentCreate<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (db: Executor) => Promise<Created<T>>,
  { status = 201 }: CreateOptions = {},
): Promise<Envelope<T>> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key.trim() === '') {
    const { data, message } = await create(db);
    return status === 201 ? created(reply, data, message) : ok(data, message);
  }
  const outcome = await runIdempotent<T>(
    { db, perMerchant: sameKey, laneOf: (merchantId, k) => `${merchantId}\n${k}` },
    {
      merchantId: request.user.id,
      key: key.trim(),
      method: request.method,
      path: request.url,
      body: request.body,
    },
    async (tx) => ({ statusCode: status, ...(await create(tx)) }),
  );
  reply.code(outcome.statusCode);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return { code: outcome.statusCode, status: 'Success', message: outcome.message, data: outcome.data };
}
