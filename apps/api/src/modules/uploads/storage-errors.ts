import { uploadMessages } from '@oja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { StorageUnavailable } from '../../providers/storage/storage.ts';

/** Seconds a client should wait before trying an upload or a file again while the store is unreachable. */
const RETRY_AFTER_SECONDS = '30';

/**
 * For a promise's catch: a store that is down, slow or refusing becomes one 503 with Retry-After (its
 * cause logged, never sent); any other error passes through unchanged.
 */
export const storageErrors =
  (log: FastifyBaseLogger) =>
  (error: unknown): never => {
    if (!(error instanceof StorageUnavailable)) throw error;
    log.warn({ err: error.cause }, error.message);
    throw new AppError('UNAVAILABLE', uploadMessages.storageUnavailable, undefined, {
      'retry-after': RETRY_AFTER_SECONDS,
    });
  };
