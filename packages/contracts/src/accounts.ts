import { z } from 'zod';
import {
  emailField,
  fullNameIsOwn,
  otpField,
  ownName,
  PASSWORD_MAX,
  passwordField,
  personName,
  phoneField,
  requiredText,
  usernameField,
} from './account-fields.ts';
import { brandNameMessage, claimsToBeOja } from './brand-names.ts';
import { recordVersionField } from './record-version.ts';
import { multiLineText, singleLineText, verbatimText } from './text.ts';
import { themes } from './themes.ts';
import { timestamp } from './timestamp.ts';

/** Onboarding chooses what the merchant sells; the role follows from it. */
export const serviceType = z.enum(['product', 'service'], 'Choose what your business offers');
export type ServiceType = z.infer<typeof serviceType>;
export const roleForServiceType = { product: 'seller', service: 'serviceProvider' } as const;

export const businessType = z.enum(['sole_trader', 'registered_business']);
export const stageVerificationStatus = z.enum(['pending', 'verified', 'declined']);

export const themePreference = z.enum(themes, 'Choose light, dark or system');
/** PUT /v1/users/theme: setting the same theme twice leaves it as once, so the write is safe to repeat. */
export const updateThemeRequest = z.object({ theme: themePreference });
export type UpdateThemeRequest = z.infer<typeof updateThemeRequest>;

/** docs/product/onboarding.md#onboarding. */
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

/** docs/product/onboarding.md#profile-and-password: what the dashboard reads. Never carries a password hash or a token. */
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
  theme: themePreference,
  /** Counts the saves; an edit sends it back as If-Match (decision 019). */
  version: recordVersionField,
});
export type UserProfile = z.infer<typeof userProfile>;

/** docs/product/onboarding.md#sign-in-and-session; `expires` is an ISO 8601 instant (the cookie expires then too). */
export const authTokens = z.object({ access: z.object({ token: z.string(), expires: timestamp }) });
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
