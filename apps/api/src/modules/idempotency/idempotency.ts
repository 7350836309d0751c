import { createHash } from 'node:crypto';
import { type ErrorCode, walletMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import type { KeyedLimiter } from '../../lib/keyed-limiter.ts';
import { idempotencyRepository, type IdempotencyRow } from './idempotency-repository.ts';

/** What runs an idempotent request: the database, and an in-memory bulkhead. */
export interface IdempotencyContext {
  db: Database;
  perMerchant: KeyedLimiter;
  /** The bulkhead's lane for a request; the merchant when unset (money moves of a merchant queue together). */
  laneOf?: (merchantId: string, key: string) => string;
}

export const KEEP_KEYS_HOURS = 24;
export const REPLAYED_HEADER = 'idempotent-replayed';

/** A response as it is stored and replayed: plain JSON, so a replay is byte-for-byte the first answer. */
export interface IdempotentResponse<T> {
  statusCode: number;
  message: string;
  data: T;
}

export interface IdempotentOutcome<T> extends IdempotentResponse<T> {
  /** True when this answer is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotentRequest {
  merchantId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

/** Sorted keys, so that the same body hashes the same whatever the order of its fields. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;

/** The PIN authenticates the request but is not part of it, and must not be stored even as a hash. */
export function requestHash({ method, path, body }: IdempotentRequest): string {
  const { pin: _pin, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify([method, path, canonical(rest)]))
    .digest('hex');
}

function replay<T>(row: IdempotencyRow, hash: string): IdempotentOutcome<T> {
  // eslint-disable-next-line security/detect-possible-timing-attacks -- a hash of the caller's own request, not a secret
  if (row.requestHash !== hash) throw new AppError('UNPROCESSABLE', walletMessages.idempotencyKeyReused);
  const stored = row.response!;
  if (stored.code) {
    throw new AppError(stored.code as ErrorCode, stored.message, undefined, { [REPLAYED_HEADER]: 'true' });
  }
  return { statusCode: row.statusCode!, message: stored.message, data: stored.data as T, replayed: true };
}

/** The stored answer to an earlier request with this key, if there is one (a cheap check before the PIN). */
export async function findReplay<T>(
  db: Executor,
  req: IdempotentRequest,
): Promise<IdempotentOutcome<T> | undefined> {
  const row = await idempotencyRepository.find(db, req.merchantId, req.key);
  return row?.response ? replay<T>(row, requestHash(req)) : undefined;
}

/**
 * Runs an operation (a money move, a create a client may retry) at most once per (merchant, key). The key is claimed and the response
 * stored in the same database transaction as the operation, so a retry either waits for the first
 * attempt and replays its answer, or (if the first attempt died) runs it afresh. The operation runs in
 * a savepoint: a business refusal (4xx but 429) rolls its work back but is stored and replayed like a success.
 */
export async function runIdempotent<T>(
  ctx: IdempotencyContext,
  req: IdempotentRequest,
  operation: (tx: Executor) => Promise<IdempotentResponse<T>>,
): Promise<IdempotentOutcome<T>> {
  const hash = requestHash(req);
  const lane = ctx.laneOf?.(req.merchantId, req.key) ?? req.merchantId;
  const outcome = await ctx.perMerchant.run(lane, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await idempotencyRepository.claim(tx, req.merchantId, req.key, hash))) {
        const row = await idempotencyRepository.find(tx, req.merchantId, req.key);
        if (!row?.response) throw new AppError('CONFLICT', walletMessages.idempotencyKeyInProgress);
        return { row };
      }
      try {
        const response = JSON.parse(
          JSON.stringify(await tx.transaction((sp) => operation(sp))),
        ) as IdempotentResponse<T>;
        await idempotencyRepository.saveResponse(tx, req.merchantId, req.key, response.statusCode, {
          message: response.message,
          data: response.data,
        });
        return { response };
      } catch (error) {
        // A rate limit is a wait, not an answer: rolled back with the claim, so the same key works later.
        if (!(error instanceof AppError) || error.statusCode >= 500 || error.statusCode === 429) throw error;
        await idempotencyRepository.saveResponse(tx, req.merchantId, req.key, error.statusCode, {
          message: error.message,
          data: null,
          code: error.code,
        });
        return { error };
      }
    }),
  );
  if ('row' in outcome) return replay<T>(outcome.row!, hash);
  if ('error' in outcome) throw outcome.error;
  return { ...outcome.response, replayed: false };
}

/** Deletes the stored responses older than `hours` (the wallet jobs pass KEEP_KEYS_HOURS). */
export const purgeIdempotencyKeys = idempotencyRepository.purgeOlderThan;
