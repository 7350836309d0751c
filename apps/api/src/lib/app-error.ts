import { type ErrorCode, type FieldError, errorCodes } from '@oja/contracts';

/** The one error type of the API; the error handler maps its code to the HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorCodes[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, errors);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/** A 429 that says how long to wait, in the message and in Retry-After. */
/** Whole seconds to wait, at least one: what a 429's message and its Retry-After say. */
export const retryAfterSeconds = (secondsLeft: number) => Math.max(1, Math.ceil(secondsLeft));

export function tooManyRequests(message: string, secondsLeft: number) {
  return new AppError('TOO_MANY_REQUESTS', message, undefined, {
    'retry-after': String(retryAfterSeconds(secondsLeft)),
  });
}

/** A field-level problem found by the service (beyond the route's schema), as the error handler reports them. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Refuses the request (400) with one entry per field problem; the first one is the message. */
export function invalid(issues: FieldIssue[]): never {
  const errors: FieldError[] = issues.map((i) => ({ path: `body.${i.field}`, message: i.message }));
  throw badRequest(issues[0]?.message ?? 'Invalid request', errors);
}
