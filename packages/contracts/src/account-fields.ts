import { z } from 'zod';
import { brandNameMessage, claimsToBeOja, fullNameClaimsToBeOja } from './brand-names.ts';
import { singleLineText, verbatimText } from './text.ts';

/** Messages the server sends and the dashboard shows word for word (docs/product/messages.md#error-policy and docs/product/onboarding.md). */
export const accountMessages = {
  onboarded: 'Onboarding Successful',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully!',
  waitlisted: 'Added to Waitlist Successful',
  demoRequested: 'Demo request received',
  passwordReset: 'Password reset successfully',
  passwordChanged: 'Password changed successfully',
  userUpdated: 'User updated successfully',
  themeSaved: 'Theme saved',
  customerCreated: 'Customer created successfully',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent to it',
  otpSentEmail: 'A verification code has been sent to your email',
  otpSentPhone: 'A verification code has been sent to your phone',
  emailVerified: 'Email verified successfully',
  detailsVerified: 'Details verified successfully',
  usernameAvailable: 'Username is available',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  emailAlreadyVerified: 'Your email is already verified',
  customerEmailTaken: 'A customer with this email already exists',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  samePassword: 'The new password must be different from the current one',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess',
  otpIncorrect: 'Incorrect code',
  otpMissing: 'No code has been sent to this address. Request a new one.',
  otpExpired: 'This code has expired. Request a new one.',
  otpUsed: 'This code has already been used. Request a new one.',
  otpLocked: 'Too many wrong attempts. Request a new code.',
  whitelabelNotFound: 'White-label client not found',
} as const;

/** The wait a throttled caller is told, e.g. 'Try again in 14 minutes.' */
export const retryMessage = (prefix: string, seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${prefix} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;

export const emailField = singleLineText().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email'));
/** docs/product/onboarding.md#profile-and-password: digits, plus, hyphen and space; at least 5 characters. */
export const phoneField = singleLineText()
  .trim()
  .regex(/^(?=.{5,20}$)\+?[\d\s-]+$/, 'Enter a valid phone number');
/** Passwords are kept exactly as typed (verbatim text): only what cannot be stored is refused. */
export const passwordField = verbatimText()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
export const usernameField = singleLineText()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9._-]{2,29}$/,
    'Username must be 3 to 30 letters, digits, dots, hyphens or underscores, starting with a letter or digit',
  )
  .refine((name) => !claimsToBeOja(name), brandNameMessage);
export const otpField = singleLineText()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);
export const requiredText = (message: string, max = 100) =>
  singleLineText().trim().min(1, message).max(max, message);
/**
 * A name a merchant gives itself (its own, its business's, its username): shown to buyers in emails and
 * chats, so it may not claim to be Oja or its staff (brand-names.ts).
 */
export const ownName = (message: string, max = 100) =>
  requiredText(message, max).refine((name) => !claimsToBeOja(name), brandNameMessage);
export const personName = (message: string) =>
  requiredText(message).refine((name) => !claimsToBeOja(name, { brandAlone: false }), brandNameMessage);
/** First and last name read together ("Oja" + "Support"), as buyers see them. */
export const fullNameIsOwn = (first: string | undefined, last: string | undefined) =>
  first === undefined || last === undefined || !fullNameClaimsToBeOja(first, last);
