/**
 * The error codes the API can answer with. Each maps to one HTTP status in the server's error
 * handler; the web client reads `message` for toasts (docs/product/messages.md#error-policy).
 */
export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  MISDIRECTED: 421,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** Messages the server and the dashboard share word for word. */
export const messages = {
  incorrectCredentials: 'Incorrect email or password',
  somethingWentWrong: 'Something went wrong',
  tryAgainLater: 'Try again later.',
  notFound: 'Not found',
  unauthenticated: 'Please authenticate',
  internal: 'Something went wrong',
  unavailable: 'Oja is briefly unavailable. Try again in a few seconds.',
  unknownHost: 'Unknown host: this server answers only at its own address (PUBLIC_URL or ALLOWED_HOSTS)',
  crossOrigin: 'Cross-origin request refused: make this change from the Oja dashboard itself',
  /** A save that started from an older copy of the record (If-Match names a version no longer current). */
  staleEdit:
    'Someone else changed this since you opened it. Reload their version or overwrite it with yours.',
  badIfMatch: 'If-Match must be the version number of the record, e.g. "3".',
} as const;
