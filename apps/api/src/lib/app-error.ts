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
export const badRequest = (message: string, errors?: FieldError[]) => new AppError('BAD_REQUEST', message, errors);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
