import { z } from 'zod';
import { singleLineText } from '../text.ts';
import { moneyInput } from '../money.ts';
import { walletMessages } from './messages.ts';

/** The amount a wallet request moves: above 0, in major units (the money module's rule). */
export const moneyAmount = moneyInput({
  label: 'Amount',
  positive: true,
  required: walletMessages.amountRequired,
});

export const PIN_LENGTH = 4;
export const PIN_MAX_ATTEMPTS = 5;

/**
 * Every money-moving POST carries an Idempotency-Key: the same key with the same body replays the first
 * response (with `idempotent-replayed: true`); the same key with another body is refused (422). Keys are
 * scoped per merchant and kept at least 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: singleLineText(walletMessages.idempotencyKeyRequired)
    .trim()
    .min(1, walletMessages.idempotencyKeyRequired)
    .max(255, 'Idempotency-Key must be at most 255 characters'),
});

/**
 * Creates a client may retry after a timeout (products, services, invoices, customers, tasks, calendar
 * entries) take the same header, optionally: with it, a retry replays the first answer instead of making
 * a second record.
 */
export const optionalIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: singleLineText()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(255, 'Idempotency-Key must be at most 255 characters')
    .optional(),
});

/** The transaction PIN: 4 digits. */
export const PIN_PATTERN = /^\d{4}$/;

/** All four digits the same, or a run up or down (0123, 1234, 9876, …). */
export const isTrivialPin = (pin: string) =>
  /^(\d)\1{3}$/.test(pin) || '0123456789'.includes(pin) || '9876543210'.includes(pin);
export const pinField = singleLineText(walletMessages.pinFormat).regex(PIN_PATTERN, walletMessages.pinFormat);
export const newPinField = pinField.refine((pin) => !isTrivialPin(pin), walletMessages.pinTrivial);
