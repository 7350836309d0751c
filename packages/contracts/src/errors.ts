/**
 * The error codes the API can answer with. Each maps to one HTTP status in the server's error
 * handler; the web client reads `message` for toasts (SPEC §8).
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
} as const;
