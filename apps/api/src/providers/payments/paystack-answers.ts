import { z } from 'zod';
import type { ChargeStatus, PaymentErrorKind, TransferStatus } from './payments-provider.ts';

/**
 * Paystack's answers as they arrive on the wire, and what they mean to the services. Every answer is
 * `{ status, message, data }`; amounts are integers in the currency's minor unit (kobo).
 * Shapes from Paystack's API reference:
 *  - https://paystack.com/docs/api/errors (status codes; `status: false` with a `message` on failure)
 *  - POST /refund: github.com/PaystackOSS/paystack-python docs/Refund.md (transaction, optional amount)
 *  - GET /refund: the same page (List Refunds) and github.com/andela-sjames/paystack-python docs/refunds.md
 *    (`reference`: the transaction whose refunds are listed)
 *  - https://docs-v2.paystack.com/docs/payments/verify-payments (transaction statuses, verify answer)
 *  - https://docs-v2.paystack.com/docs/api/transfer and https://paystack.com/docs/transfers/single-transfers/
 *  - https://docs-v2.paystack.com/docs/api/transfer-recipient
 *  - https://docs-v2.paystack.com/docs/identity-verification/verify-account-number (GET /bank/resolve)
 *  - https://paystack.com/docs/transfers/creating-transfer-recipients/ (GET /bank?currency=NGN)
 */
export const success = z.object({ status: z.literal(true), message: z.string(), data: z.unknown() });

export const failure = z.object({ status: z.literal(false), message: z.string() });

const text = z.string().min(1);
const minor = z.number().int().nonnegative();

export const bankList = z.array(
  z.object({ name: text, code: text, slug: z.string(), currency: text }).loose(),
);

export const resolvedAccount = z.object({ account_number: text, account_name: text }).loose();

export const initializedTransaction = z
  .object({ authorization_url: z.url(), access_code: text, reference: text })
  .loose();

/** `pending`, `ongoing`, `processing` and `queued` are not finished; `failed` and `abandoned` were never paid. */
const chargeStatuses: Record<string, ChargeStatus> = {
  pending: 'pending',
  ongoing: 'pending',
  processing: 'pending',
  queued: 'pending',
  success: 'success',
  failed: 'abandoned',
  abandoned: 'abandoned',
  reversed: 'reversed',
};

export const verifiedTransaction = z
  .object({
    reference: text,
    status: z.enum(Object.keys(chargeStatuses) as [string, ...string[]]).transform((s) => chargeStatuses[s]!),
    amount: minor,
    currency: text,
    paid_at: z.iso.datetime({ offset: true }).nullish(),
    // Paystack answers "" (or nothing) for a transaction initialized without metadata.
    metadata: z.union([z.record(z.string(), z.unknown()), z.literal(''), z.null()]).optional(),
  })
  .loose()
  .transform((t) => ({
    reference: t.reference,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    paidAt: t.paid_at ? new Date(t.paid_at) : null,
    metadata: t.metadata && typeof t.metadata === 'object' ? t.metadata : {},
  }));

export const refund = z.object({ status: z.string() }).loose();

/** GET /refund?reference=…: the charge's refunds, each with its amount and status. */
export const refundList = z.array(
  z.object({ amount: minor, status: z.string(), merchant_note: z.string().nullish() }).loose(),
);

export const transferRecipient = z.object({ recipient_code: text }).loose();

/** `otp` (a transfer waiting for the business's OTP) and `received`/`queued` are still in flight. */
const transferStatuses: Record<string, TransferStatus> = {
  otp: 'pending',
  pending: 'pending',
  received: 'pending',
  queued: 'pending',
  processing: 'pending',
  success: 'success',
  failed: 'failed',
  abandoned: 'failed',
  blocked: 'failed',
  rejected: 'failed',
  reversed: 'reversed',
};
const transferStatus = z
  .enum(Object.keys(transferStatuses) as [string, ...string[]])
  .transform((s) => transferStatuses[s]!);

export const initiatedTransfer = z.object({ transfer_code: text, status: transferStatus }).loose();

export const verifiedTransfer = z
  .object({
    reference: text,
    transfer_code: text,
    status: transferStatus,
    amount: minor,
    currency: text,
    failures: z.string().nullish(),
  })
  .loose()
  .transform((t) => ({
    reference: t.reference,
    transferCode: t.transfer_code,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    failures: t.failures ?? null,
  }));

/**
 * What a refusal means, from its HTTP status and Paystack's message (its errors carry no stable code).
 * Only 4xx answers are refusals; the caller treats 401, 403, 429 and every 5xx as the provider being
 * unavailable, so the operation stays retryable.
 */
export function refusalKind(httpStatus: number, message: string): PaymentErrorKind {
  if (httpStatus === 404 || /not found/i.test(message)) return 'not_found';
  if (/could not resolve account/i.test(message)) return 'account_not_found';
  if (/bank code|unknown bank/i.test(message)) return 'unknown_bank';
  if (/currency/i.test(message)) return 'unsupported_currency';
  return 'invalid';
}
