import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, OTP_LENGTH, retryMessage } from '@oja/contracts';
import { newId } from '../../db/schema/columns.ts';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';
import { type AccountsContext } from './accounts-context.ts';
import { type OtpPurpose, otpRepository } from './otp-repository.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';

export const OTP_TTL_SECONDS = 10 * 60;
/** Wrong guesses allowed on one code; the next try needs a new code. */
export const OTP_MAX_WRONG = 5;
export const OTP_SENDS_PER_HOUR = 5;
/** How long a verified address counts as verified for a registration that follows. */
const VERIFIED_ADDRESS_SECONDS = 60 * 60;
const HOUR = 60 * 60;

/** Salted with the row id, so equal codes never share a hash. */
const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export interface SendOptions {
  /** When false, a send over the hourly limit is skipped silently instead of answering 429. */
  enforceLimit?: boolean;
}

/**
 * Sends a fresh 6-digit code (CSPRNG) by email or text message. Sends per address are limited to
 * OTP_SENDS_PER_HOUR; the count and the insert happen under a lock on the address so that parallel
 * requests cannot slip past the limit. A new code replaces the previous one.
 */
export async function sendOtp(
  ctx: AccountsContext,
  purpose: OtpPurpose,
  address: string,
  { enforceLimit = true }: SendOptions = {},
): Promise<{ sent: boolean }> {
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const id = newId();
  const limited = await ctx.db.transaction(async (tx) => {
    await lockFor(tx, `otp:${address}`);
    await otpRepository.pruneOlderThan(tx, address, 24 * HOUR);
    const window = await otpRepository.sendsInWindow(tx, address, HOUR);
    if (window.count >= OTP_SENDS_PER_HOUR) return window.retryAfterSeconds;
    await otpRepository.insert(tx, {
      id,
      purpose,
      address,
      codeHash: hashCode(id, code),
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
    return null;
  });
  if (limited !== null) {
    if (!enforceLimit) return { sent: false };
    throw tooManyRequests(retryMessage('Too many codes requested for this address.', limited), limited);
  }
  const text =
    `Your Oja verification code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. ` +
    'If you did not ask for it, you can ignore this message.';
  if (purpose === 'email') {
    await ctx.mailer.send({ channel: 'email', to: address, subject: 'Your Oja verification code', text });
  } else {
    await ctx.mailer.send({ channel: 'sms', to: address, text });
  }
  return { sent: true };
}

type Outcome = 'ok' | 'missing' | 'used' | 'expired' | 'locked' | 'wrong';

const refusals: Record<Exclude<Outcome, 'ok'>, string> = {
  missing: accountMessages.otpMissing,
  used: accountMessages.otpUsed,
  expired: accountMessages.otpExpired,
  locked: accountMessages.otpLocked,
  wrong: accountMessages.otpIncorrect,
};

/**
 * Checks a code against the newest one sent to the address and uses it up. A wrong guess is counted
 * (committed) before the refusal is thrown; after OTP_MAX_WRONG wrong guesses even the right code is
 * refused until a new one is requested.
 */
export async function verifyOtp(ctx: AccountsContext, purpose: OtpPurpose, address: string, code: string) {
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await otpRepository.latestForUpdate(tx, purpose, address);
    if (!row) return 'missing';
    if (row.consumedAt) return 'used';
    if (row.attempts >= OTP_MAX_WRONG) return 'locked';
    if (row.expired) return 'expired';
    if (!timingSafeEqual(hashCode(row.id, code), row.codeHash)) {
      await otpRepository.countWrongAttempt(tx, row.id);
      return 'wrong';
    }
    await otpRepository.consume(tx, row.id);
    return 'ok';
  });
  if (outcome !== 'ok') throw badRequest(refusals[outcome]);
}

/** Whether the address was proven with a code recently (the white-label onboarding verifies first). */
export const recentlyVerified = (ctx: AccountsContext, purpose: OtpPurpose, address: string) =>
  otpRepository.verifiedWithin(ctx.db, purpose, address, VERIFIED_ADDRESS_SECONDS);
