import { type FieldError } from '@oja/contracts';
import { badRequest } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is answered like a missing one (404). */
export const isUuid = (value: string) => UUID.test(value);

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** True when `error` (or the driver error Drizzle wraps in it) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
  }
  return false;
}

/** A field-level problem found by the service (beyond the route's schema), as the error handler reports them. */
export interface FieldIssue {
  field: string;
  message: string;
}

export function invalid(issues: FieldIssue[]): never {
  const errors: FieldError[] = issues.map((i) => ({ path: `body.${i.field}`, message: i.message }));
  throw badRequest(issues[0]?.message ?? 'Invalid request', errors);
}
