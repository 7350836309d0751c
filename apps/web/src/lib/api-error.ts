import { type FieldError, messages } from '@oja/contracts';

export interface ApiErrorOptions {
  /** Field-level problems sent by the server with a validation failure. */
  errors?: FieldError[];
  /**
   * True when the API client has already dealt with the failure (redirected to /temporarily-down or
   * /login, or toasted 'Check Network Connection'); callers then show nothing more.
   */
  handled?: boolean;
  cause?: unknown;
}

/** The one error type every API call rejects with; `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly handled: boolean;

  constructor(message: string, status: number, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.errors = options.errors ?? [];
    this.handled = options.handled ?? false;
  }

  /** The same failure shown with another message (e.g. 'Incorrect password'). */
  withMessage(message: string) {
    return new ApiError(message, this.status, { errors: this.errors, handled: this.handled, cause: this });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const responseDataMessage = (error: unknown): string | undefined => {
  if (!isRecord(error)) return undefined;
  const response = isRecord(error.response) ? error.response : undefined;
  const data = isRecord(response?.data) ? response.data : isRecord(error.data) ? error.data : undefined;
  return nonEmpty(data?.message);
};

/**
 * The message to show for a failure (docs/product/messages.md#error-policy), in this order: the response data's message, the
 * error's own message, its string form; else the fallback ('Something went wrong' or the caller's).
 */
export const extractErrorMessage = (
  error: unknown,
  fallback: string = messages.somethingWentWrong,
): string => {
  const fromResponse = responseDataMessage(error);
  if (fromResponse) return fromResponse;
  const own = isRecord(error) ? nonEmpty(error.message) : undefined;
  if (own) return own;
  if (error === null || error === undefined || isRecord(error)) return fallback;
  return nonEmpty(String(error)) ?? fallback;
};
