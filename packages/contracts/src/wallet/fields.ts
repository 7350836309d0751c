import { z } from 'zod';
import { MAX_WALLET_AMOUNT, MINOR_PER_MAJOR } from './money.ts';
import { walletMessages } from './messages.ts';

/** A positive amount in major units with at most 2 decimals. */
export const moneyAmount = z
  .number(walletMessages.amountRequired)
  .positive(walletMessages.amountPositive)
  .max(MAX_WALLET_AMOUNT, walletMessages.amountTooLarge)
  .refine(
    (v) => Math.abs(v * MINOR_PER_MAJOR - Math.round(v * MINOR_PER_MAJOR)) < 1e-6,
    walletMessages.amountDecimals,
  );

/**
 * Every money-moving POST carries an Idempotency-Key: the same key with the same body replays the first
 * response (with `idempotent-replayed: true`); the same key with another body is refused (422). Keys are
 * scoped per merchant and kept at least 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string(walletMessages.idempotencyKeyRequired)
    .trim()
    .min(1, walletMessages.idempotencyKeyRequired)
    .max(255, 'Idempotency-Key must be at most 255 characters'),
});

/** The transaction PIN: 4 digits. */
export const PIN_PATTERN = /^\d{4}$/;

/** All four digits the same, or a run up or down (0123, 1234, 9876, …). */
export const isTrivialPin = (pin: string) =>
  /^(\d)\1{3}$/.test(pin) || '0123456789'.includes(pin) || '9876543210'.includes(pin);
export const pinField = z.string(walletMessages.pinFormat).regex(PIN_PATTERN, walletMessages.pinFormat);
export const newPinField = pinField.refine((pin) => !isTrivialPin(pin), walletMessages.pinTrivial);
