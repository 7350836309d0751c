// What other modules may use of idempotency; everything else in the folder is its own.
export {
  findReplay,
  KEEP_KEYS_HOURS,
  purgeIdempotencyKeys,
  REPLAYED_HEADER,
  runIdempotent,
} from './idempotency.ts';
export type { IdempotentOutcome } from './idempotency.ts';
export { idempotentCreate } from './idempotent-create.ts';
