import { refundMessages, walletMessages } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type PaymentErrorKind, PaymentProviderError } from '../../providers/payments/payments-provider.ts';

/**
 * Turns a provider failure into the API's answer: a refusal the user can act on is a 4xx with its own
 * message; anything else (timeouts, outages, unknown failures) is a 503 with the feature's fallback message.
 */
export function providerFailure(
  error: unknown,
  known: Partial<Record<PaymentErrorKind, string>>,
  fallback: string,
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PaymentProviderError) {
    const message = known[error.kind];
    if (message) return new AppError('UNPROCESSABLE', message);
  }
  return new AppError('UNAVAILABLE', fallback);
}

/** A provider failure becomes the API's answer (see providerFailure); anything else is rethrown as it is. */
export const onlyProviderFailure =
  (known: Partial<Record<PaymentErrorKind, string>>, fallback: string) => (error: unknown) =>
    Promise.reject(error instanceof PaymentProviderError ? providerFailure(error, known, fallback) : error);

/** A payment page the provider would not open: an unsupported currency is the user's to fix, else 503. */
export const paymentPageFailure = (error: unknown) =>
  Promise.reject(
    providerFailure(
      error,
      { unsupported_currency: walletMessages.topupUnsupportedCurrency },
      walletMessages.paymentUnavailable,
    ),
  );

export const resolveFailures = {
  unknown_bank: walletMessages.unknownBank,
  account_not_found: walletMessages.accountNotFound,
  invalid: walletMessages.accountNumberFormat,
};

/**
 * A refund's failure as the merchant reads it: the wallet's guard speaks of withdrawals, a refund says
 * what the merchant can do about it; a provider's refusal is a 422, an outage a 503 (decision 038).
 */
export const refundFailure = (error: unknown) =>
  error instanceof AppError && error.message === walletMessages.insufficientBalance
    ? Promise.reject(new AppError('UNPROCESSABLE', refundMessages.insufficientWallet))
    : onlyProviderFailure({ invalid: refundMessages.providerRefused }, refundMessages.unavailable)(error);
