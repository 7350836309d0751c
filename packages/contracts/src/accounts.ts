import { z } from 'zod';
import { brandNameMessage, claimsToBeOja, fullNameClaimsToBeOja } from './brand-names.ts';
import { pageQuery } from './pagination.ts';
import { multiLineText, singleLineText, verbatimText } from './text.ts';
import { recordVersionField } from './record-version.ts';

/** Messages the server sends and the dashboard shows word for word (SPEC §8 and the accounts issue). */
export const accountMessages = {
  onboarded: 'Onboarding Successful',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully!',
  waitlisted: 'Added to Waitlist Successful',
  demoRequested: 'Demo request received',
  passwordReset: 'Password reset successfully',
  passwordChanged: 'Password changed successfully',
  userUpdated: 'User updated successfully',
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
/** SPEC §5: digits, plus, hyphen and space; at least 5 characters. */
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
const requiredText = (message: string, max = 100) =>
  singleLineText().trim().min(1, message).max(max, message);
/**
 * A name a merchant gives itself (its own, its business's, its username): shown to buyers in emails and
 * chats, so it may not claim to be Oja or its staff (brand-names.ts).
 */
const ownName = (message: string, max = 100) =>
  requiredText(message, max).refine((name) => !claimsToBeOja(name), brandNameMessage);
const personName = (message: string) =>
  requiredText(message).refine((name) => !claimsToBeOja(name, { brandAlone: false }), brandNameMessage);
/** First and last name read together ("Oja" + "Support"), as buyers see them. */
const fullNameIsOwn = (first: string | undefined, last: string | undefined) =>
  first === undefined || last === undefined || !fullNameClaimsToBeOja(first, last);

/** Onboarding chooses what the merchant sells; the role follows from it. */
export const serviceType = z.enum(['product', 'service'], 'Choose what your business offers');
export type ServiceType = z.infer<typeof serviceType>;
export const roleForServiceType = { product: 'seller', service: 'serviceProvider' } as const;

export const businessType = z.enum(['sole_trader', 'registered_business']);
export const stageVerificationStatus = z.enum(['pending', 'verified', 'declined']);

/** SPEC §3 "Onboarding data". */
export const onboardingRequest = z
  .object({
    email: emailField,
    firstName: personName('Enter your first name'),
    surname: personName('Enter your surname'),
    username: usernameField,
    password: passwordField,
    confirmPassword: verbatimText(),
    phone: phoneField,
    serviceType,
    businessName: ownName('Enter your business name', 120),
    category: requiredText('Choose a business category'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((v) => fullNameIsOwn(v.firstName, v.surname), { message: brandNameMessage, path: ['surname'] });
export type OnboardingRequest = z.infer<typeof onboardingRequest>;

export const loginRequest = z.object({
  email: emailField,
  password: verbatimText().min(1, 'Enter your password').max(PASSWORD_MAX, 'Incorrect email or password'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** SPEC §3 "User profile": what the dashboard reads. Never carries a password hash or a token. */
export const userProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  serviceType: serviceType.nullable(),
  businessName: z.string().nullable(),
  category: z.string().nullable(),
  businessType: z.string().nullable(),
  username: z.string().nullable(),
  aboutBusiness: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  location: z.object({ address: z.string().nullable() }),
  zipCode: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  verificationStatus: z.boolean(),
  stage: z.number().int().min(0).max(3),
  level: z.number().int(),
  stageVerificationStatus: stageVerificationStatus.nullable(),
  bank: z.object({ bankCode: z.string(), accountNumber: z.string(), beneficiaryName: z.string() }).nullable(),
  /** Counts the saves; an edit sends it back as If-Match (decision 019). */
  version: recordVersionField,
});
export type UserProfile = z.infer<typeof userProfile>;

/** SPEC §3 "Login response"; `expires` is an ISO 8601 instant (the cookie expires then too). */
export const authTokens = z.object({ access: z.object({ token: z.string(), expires: z.iso.datetime() }) });
export const loginResponse = z.object({ user: userProfile, tokens: authTokens });
export type LoginResponse = z.infer<typeof loginResponse>;

/** PATCH /v1/users: only these fields are editable; anything else in the body is ignored. */
const optionalText = (max: number, text = singleLineText) =>
  text().trim().max(max, `At most ${max} characters`).nullable().optional();
export const updateProfileRequest = z
  .object({
    firstName: personName('Enter your first name').optional(),
    lastName: personName('Enter your last name').optional(),
    username: usernameField.optional(),
    phone: phoneField.optional(),
    image: optionalText(2048),
    businessName: singleLineText()
      .trim()
      .max(120, 'At most 120 characters')
      .refine((name) => !claimsToBeOja(name), brandNameMessage)
      .nullable()
      .optional(),
    category: optionalText(100),
    aboutBusiness: optionalText(2000, multiLineText),
    country: optionalText(100),
    state: optionalText(100),
    address: optionalText(300),
    location: z.object({ address: optionalText(300) }).optional(),
    zipCode: optionalText(20),
  })
  .refine((v) => fullNameIsOwn(v.firstName, v.lastName), { message: brandNameMessage, path: ['lastName'] });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** PUT /v1/users/changepassword; `currentPassword` is accepted as another name for `oldPassword`. */
export const changePasswordRequest = z
  .object({
    oldPassword: verbatimText().max(PASSWORD_MAX).optional(),
    currentPassword: verbatimText().max(PASSWORD_MAX).optional(),
    newPassword: passwordField,
    confirmPassword: verbatimText().optional(),
  })
  .refine((v) => (v.oldPassword ?? v.currentPassword ?? '') !== '', {
    message: 'Enter your current password',
    path: ['oldPassword'],
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const forgotPasswordRequest = z.object({ email: emailField });
export const resetPasswordQuery = z.object({
  token: singleLineText().trim().min(1, 'The reset token is missing').max(200),
});
export const resetPasswordRequest = z
  .object({ password: passwordField, confirmPassword: verbatimText().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const sendEmailOtpRequest = z.object({ email: emailField });
export const sendPhoneOtpRequest = z.object({ phone: phoneField });
export const verifyEmailOtpRequest = z.object({ email: emailField, otp: otpField });
/** POST /v1/auth/verify-otp-email: the code in the body, or as ?token= like an emailed link. */
export const verifyOtpBody = z.object({ otp: otpField.optional() }).nullish();
export const verifyOtpQuery = z.object({ token: otpField.optional() });
/** PUT /v1/auth/verify-details: confirm an email address or a phone number with the code sent to it. */
export const verifyDetailsRequest = z
  .object({ email: emailField.optional(), phone: phoneField.optional(), otp: otpField })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    message: 'Give either an email or a phone number',
    path: ['email'],
  });
export const verifiedAddress = z.object({
  channel: z.enum(['email', 'phone']),
  address: z.string(),
  verified: z.boolean(),
});
export const otpSent = z.object({ address: z.string(), expiresInSeconds: z.number().int() });

export const usernameVerificationRequest = z.object({ username: usernameField });
export const usernameVerification = z.object({ username: z.string(), available: z.boolean() });

export const whitelabelClient = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type WhitelabelClient = z.infer<typeof whitelabelClient>;
export const productParams = z.object({ product: singleLineText().trim().toLowerCase().max(60) });

/** SPEC §3 "Customer". */
export const customerRequest = z.object({
  name: requiredText('Enter the customer name', 120),
  email: emailField,
  phone: phoneField,
});
export type CustomerRequest = z.infer<typeof customerRequest>;
export const customer = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
export type Customer = z.infer<typeof customer>;
export const customerQuery = pageQuery.extend({ name: singleLineText().trim().max(120).optional() });

export const waitlistRequest = z.object({
  email: emailField,
  name: singleLineText().trim().max(120).optional(),
  businessName: singleLineText().trim().max(120).optional(),
  phone: phoneField.optional(),
});
export const waitlistEntry = z.object({ id: z.string(), email: z.string() });

export const demoRequest = z.object({
  name: requiredText('Enter your name', 120),
  email: emailField,
  phone: phoneField.optional(),
  businessName: singleLineText().trim().max(120).optional(),
  message: multiLineText().trim().max(2000).optional(),
  preferredDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});
export const demoRequestReceipt = z.object({ id: z.string(), email: z.string() });
