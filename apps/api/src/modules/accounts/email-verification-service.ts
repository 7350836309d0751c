import { accountMessages, type UserProfile } from '@oja/contracts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { type AccountsContext, normalizePhone } from './accounts-context.ts';
import { sendOtp, verifyOtp } from './otp-service.ts';
import { toProfile } from './profile-mapper.ts';
import { userRepository } from './user-repository.ts';

/** Sends a new email code to a logged-in user whose email is not verified yet. */
export async function sendEmailVerification(ctx: AccountsContext, userId: string): Promise<string> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user) throw notFound('User');
  if (user.isEmailVerified) throw conflict(accountMessages.emailAlreadyVerified);
  await sendOtp(ctx, 'email', user.email);
  return user.email;
}

/** Confirms the logged-in user's email with the code sent to it. */
export async function verifyOwnEmail(
  ctx: AccountsContext,
  userId: string,
  code: string,
): Promise<UserProfile> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user) throw notFound('User');
  await verifyOtp(ctx, 'email', user.email, code);
  const updated = await userRepository.markEmailVerified(ctx.db, user.email);
  return toProfile(updated ?? user);
}

export type AddressClaim = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * Confirms an address with its code, with or without an account (white-label onboarding verifies
 * before registering). A verified email marks its account verified; a verified phone marks the
 * caller's account when the caller is logged in with that number. Registration within the hour also
 * picks the proof up.
 */
export async function verifyAddress(
  ctx: AccountsContext,
  claim: AddressClaim,
  code: string,
  callerId?: string,
): Promise<{ channel: 'email' | 'phone'; address: string }> {
  if (claim.email !== undefined) {
    await verifyOtp(ctx, 'email', claim.email, code);
    await userRepository.markEmailVerified(ctx.db, claim.email);
    return { channel: 'email', address: claim.email };
  }
  const phone = normalizePhone(claim.phone);
  await verifyOtp(ctx, 'phone', phone, code);
  if (callerId) await userRepository.markPhoneVerified(ctx.db, callerId, phone);
  return { channel: 'phone', address: phone };
}
