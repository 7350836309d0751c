import { brandNameMessage, claimsToBeOja, fullNameClaimsToBeOja } from './brand-names.ts';
import { z } from 'zod';
import { singleLineText } from './text.ts';
import {
  authIdTypes,
  businessTypes,
  isKnownRange,
  MIN_AGE_YEARS,
  MIN_NAME_LENGTH,
  MIN_PHONE_LENGTH,
  proofOfAddressTypes,
  type RangeCurrency,
  rangeCurrencies,
  regulatoryIdTypes,
  verificationMessages,
} from './verification-constants.ts';

export * from './verification-api.ts';
export * from './verification-constants.ts';

const m = verificationMessages;
const personName = (message: string) =>
  singleLineText({ error: message })
    .trim()
    .min(MIN_NAME_LENGTH, message)
    .regex(/^[\p{L}\p{M} ]+$/u, message);
const email = (message = m.email) =>
  singleLineText({ error: message }).trim().toLowerCase().pipe(z.email(message));
/** The phone input keeps digits, plus, hyphen and space only (docs/product/onboarding.md#business-verification-form). */
export const filterPhoneInput = (value: string) => value.replace(/[^\d+\- ]/g, '');
const phone = () =>
  singleLineText({ error: m.phone })
    .trim()
    .min(MIN_PHONE_LENGTH, m.phone)
    .max(24, m.phone)
    .regex(/^\+?[\d\- ]+$/, m.phone);
/** A document is one of the merchant's uploads: its secure_url (relative or absolute) or public id. */
const documentRef = (message: string) =>
  singleLineText({ error: message }).trim().min(1, message).max(2048, message);

/** The latest allowed date of birth (YYYY-MM-DD): the same day MIN_AGE_YEARS years before `now`. */
export function latestDateOfBirth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - MIN_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}
const isCalendarDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

export const annualRangeSchema = z
  .object({
    currencyCode: z.enum(rangeCurrencies as [RangeCurrency, ...RangeCurrency[]], {
      error: m.annualRevenueRange,
    }),
    from: z.number({ error: m.annualRevenueRange }).int().min(0),
    to: z.number({ error: m.annualRevenueRange }).int().positive(),
  })
  .refine((r) => isKnownRange(r.currencyCode, r.from, r.to), { message: m.annualRevenueRange, path: ['to'] });

/**
 * Stage one (docs/product/onboarding.md#business-verification-form plus the picked address place). `placeId` proves the
 * address was picked from the search results; the server resolves it again through the maps provider.
 */
export const businessVerificationSchema = z.object({
  placeId: singleLineText({ error: m.searchAddress }).trim().min(1, m.searchAddress).max(2000),
  businessAddress: singleLineText({ error: m.searchAddress }).trim().min(1, m.searchAddress).max(300),
  country: singleLineText({ error: m.pickupLocation }).trim().min(1, m.pickupLocation),
  state: singleLineText({ error: m.state }).trim().min(1, m.state),
  city: singleLineText({ error: m.city }).trim().min(1, m.city).max(100, m.city),
  zip: singleLineText().trim().max(20).default(''),
  line1: singleLineText().trim().max(300).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  businessType: z.enum(businessTypes, { error: m.businessType }),
  annualTransactionRange: z
    .array(annualRangeSchema, { error: m.annualRevenue })
    .min(1, m.annualRevenue)
    .refine(
      (ranges) => new Set(ranges.map((r) => r.currencyCode)).size === ranges.length,
      m.oneRangePerCurrency,
    ),
});
export type BusinessVerification = z.infer<typeof businessVerificationSchema>;

const authIdSchema = z.object({
  idType: z.enum(authIdTypes, { error: m.idType }),
  value: singleLineText({ error: m.idNumber })
    .trim()
    .regex(/^\d{11}$/, m.idNumber),
});

/** Stage two (docs/product/onboarding.md#verification-levels Identity submission). authId is required for Nigeria: see identitySchemaFor. */
export const identitySubmissionSchema = z.object({
  firstName: personName(m.firstName),
  lastName: personName(m.lastName),
  preferredName: singleLineText()
    .trim()
    .max(60)
    .refine((name) => !claimsToBeOja(name, { brandAlone: false }), brandNameMessage)
    .default(''),
  dob: singleLineText({ error: m.dob })
    .trim()
    .min(1, { message: m.dob, abort: true })
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v) && v >= '1900-01-01', {
      message: m.dob,
      abort: true,
    })
    .refine((v) => v <= latestDateOfBirth(), m.dobTooRecent),
  email: email(),
  phone: phone(),
  authId: authIdSchema.optional(),
  regulatoryId: z.object(
    {
      idType: z.enum(regulatoryIdTypes, { error: m.documentType }),
      image: documentRef(m.regulatoryIdImage),
    },
    { error: m.regulatoryIdImage },
  ),
});
export type IdentitySubmission = z.infer<typeof identitySubmissionSchema>;

/** The names read together: "Oja" and "Security Team" are each fair, the person they make is not. */
const ownFullName = identitySubmissionSchema.superRefine((value, ctx) => {
  if (fullNameClaimsToBeOja(value.firstName, value.lastName))
    ctx.addIssue({ code: 'custom', message: brandNameMessage, path: ['lastName'] });
});

/** The identity schema for the business's country: Nigeria requires a BVN or NIN (docs/product/onboarding.md#business-verification-form). */
export const identitySchemaFor = (countryIso2: string) =>
  countryIso2 === 'NG'
    ? ownFullName.superRefine((value, ctx) => {
        if (!value.authId) ctx.addIssue({ code: 'custom', message: m.idType, path: ['authId', 'idType'] });
      })
    : ownFullName;

/** Stage three (docs/product/onboarding.md#verification-levels Company submission). */
export const companySubmissionSchema = z.object({
  registrationName: singleLineText({ error: m.registrationName })
    .trim()
    .min(MIN_NAME_LENGTH, m.registrationName)
    .max(200)
    .refine((name) => !claimsToBeOja(name), brandNameMessage),
  cacNumber: singleLineText({ error: m.registrationNumber }).trim().min(1, m.registrationNumber).max(40),
  companyEmail: email(),
  dialCode: singleLineText()
    .trim()
    .regex(/^\+\d{1,4}$/, m.dialCode)
    .optional(),
  companyPhone: phone(),
  tin: singleLineText({ error: m.tin })
    .trim()
    .regex(/^[A-Za-z0-9/.-]{2,40}$/, m.tin),
  proofOfAddress: z.object(
    {
      proofType: z.enum(proofOfAddressTypes, { error: m.proofType }),
      image: documentRef(m.proofImage),
    },
    { error: m.proofImage },
  ),
});
export type CompanySubmission = z.infer<typeof companySubmissionSchema>;

/** 'Company House Number' for the United Kingdom, 'CAC No.' for Nigeria (docs/product/onboarding.md#business-verification-form). */
export const registrationNumberLabel = (countryIso2: string) =>
  countryIso2 === 'GB' ? 'Company House Number' : countryIso2 === 'NG' ? 'CAC No.' : 'Registration Number';
