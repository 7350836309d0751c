import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  annualTransactionRanges,
  businessVerificationSchema,
  companySubmissionSchema,
  filterPhoneInput,
  identitySchemaFor,
  identitySubmissionSchema,
  latestDateOfBirth,
  pendingTitle,
  registrationNumberLabel,
  verifiedTitle,
} from './verification.ts';

/** The messages a parse reports, keyed by the dotted path of the field. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const business = {
  placeId: 'gz_abc',
  businessAddress: '14 Balogun Street, Lagos Island, Lagos, Nigeria',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Lagos Island',
  businessType: 'sole_trader',
  annualTransactionRange: [{ currencyCode: 'NGN', from: 50_000, to: 500_000 }],
};
const identity = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  dob: '1990-05-17',
  email: 'ada@example.com',
  phone: '+234 803-123-4567',
  authId: { idType: 'bvn', value: '22212345678' },
  regulatoryId: { idType: 'nin', image: 'http://localhost:3000/media/a/b.png' },
};
const company = {
  registrationName: 'Adaeze Fabrics Ltd',
  cacNumber: 'RC123456',
  companyEmail: 'hello@adaeze.ng',
  companyPhone: '803 123 4567',
  dialCode: '+234',
  tin: '12345678-0001',
  proofOfAddress: { proofType: 'nepa_bill', image: 'http://localhost:3000/media/a/c.pdf' },
};

describe('business verification form (SPEC §5)', () => {
  it('accepts a picked address with a business type and a revenue range', () => {
    expect(messagesOf(businessVerificationSchema, business)).toEqual({});
  });
  it.each([
    [{ placeId: '' }, 'placeId', 'Search for address and select from results'],
    [{ businessAddress: ' ' }, 'businessAddress', 'Search for address and select from results'],
    [{ country: '' }, 'country', 'Select a valid pickup location'],
    [{ state: '' }, 'state', 'Select a valid state'],
    [{ city: '' }, 'city', 'Select a valid city'],
    [{ businessType: 'partnership' }, 'businessType', 'You must choose a business type'],
    [{ businessType: undefined }, 'businessType', 'You must choose a business type'],
    [
      { annualTransactionRange: [] },
      'annualTransactionRange',
      'Enter annual revenue for at least one currency',
    ],
    [
      { annualTransactionRange: undefined },
      'annualTransactionRange',
      'Enter annual revenue for at least one currency',
    ],
    [
      { annualTransactionRange: [{ currencyCode: 'NGN', from: 1, to: 2 }] },
      'annualTransactionRange.0.to',
      'Select a valid annual revenue range',
    ],
    [
      {
        annualTransactionRange: [
          { currencyCode: 'USD', from: 0, to: 5_000 },
          { currencyCode: 'USD', from: 5_000, to: 20_000 },
        ],
      },
      'annualTransactionRange',
      'Enter one annual revenue range per currency',
    ],
  ])('rejects %j at %s with %s', (patch, path, message) => {
    expect(messagesOf(businessVerificationSchema, { ...business, ...patch })[path]).toBe(message);
  });

  it('carries the SPEC §9 ranges table', () => {
    expect(annualTransactionRanges.NGN.map((r) => [r.from, r.to])).toEqual([
      [0, 50_000],
      [50_000, 500_000],
      [500_000, 2_000_000],
      [2_000_000, 500_000_000],
    ]);
    expect(annualTransactionRanges.USD).toEqual(annualTransactionRanges.GBP);
    expect(annualTransactionRanges.USD.at(-1)).toMatchObject({ from: 500_000, to: 100_000_000 });
    expect(annualTransactionRanges.USD).toHaveLength(5);
  });

  it('filters the phone input to digits, plus, hyphen and space', () => {
    expect(filterPhoneInput('+44 (0)20-7946 0958 ext.')).toBe('+44 020-7946 0958 ');
  });
});

describe('identity form (SPEC §5)', () => {
  it('accepts a complete submission', () => {
    expect(messagesOf(identitySchemaFor('NG'), identity)).toEqual({});
  });
  it.each([
    [{ firstName: 'Al' }, 'firstName', 'Enter first name (min 3 characters, alphabets only)'],
    [{ firstName: 'Ad4eze' }, 'firstName', 'Enter first name (min 3 characters, alphabets only)'],
    [{ lastName: '  O ' }, 'lastName', 'Enter last name (min 3 characters, alphabets only)'],
    [{ lastName: 'O-kafor' }, 'lastName', 'Enter last name (min 3 characters, alphabets only)'],
    [{ email: 'ada@' }, 'email', 'Enter a valid email'],
    [{ phone: '1234' }, 'phone', 'Enter a valid phone number'],
    [{ phone: '0803abc4567' }, 'phone', 'Enter a valid phone number'],
    [{ dob: '' }, 'dob', 'Select date of birth'],
    [{ dob: undefined }, 'dob', 'Select date of birth'],
    [{ dob: '1990-02-30' }, 'dob', 'Select date of birth'],
    [{ dob: '2099-01-01' }, 'dob', 'Date of birth must be at least 10 years ago'],
    [{ authId: { idType: 'passport', value: '22212345678' } }, 'authId.idType', 'Select ID type'],
    [{ authId: undefined }, 'authId.idType', 'Select ID type'],
    [{ authId: { idType: 'nin', value: '2221234567' } }, 'authId.value', 'ID number must be 11 digits.'],
    [{ authId: { idType: 'nin', value: '2221234567a' } }, 'authId.value', 'ID number must be 11 digits.'],
    [
      { regulatoryId: { idType: 'library_card', image: 'http://x/y.png' } },
      'regulatoryId.idType',
      'Choose Document Type',
    ],
    [
      { regulatoryId: { idType: 'nin', image: '' } },
      'regulatoryId.image',
      'Upload a clear regulatory ID Card',
    ],
    [{ regulatoryId: undefined }, 'regulatoryId', 'Upload a clear regulatory ID Card'],
  ])('rejects %j at %s with %s', (patch, path, message) => {
    expect(messagesOf(identitySchemaFor('NG'), { ...identity, ...patch })[path]).toBe(message);
  });

  it('allows the latest date of birth exactly 10 years ago and not a day later', () => {
    const latest = latestDateOfBirth();
    expect(messagesOf(identitySubmissionSchema, { ...identity, dob: latest })).toEqual({});
    const dayLater = new Date(`${latest}T00:00:00Z`);
    dayLater.setUTCDate(dayLater.getUTCDate() + 1);
    expect(
      messagesOf(identitySubmissionSchema, { ...identity, dob: dayLater.toISOString().slice(0, 10) }).dob,
    ).toBe('Date of birth must be at least 10 years ago');
    expect(latestDateOfBirth(new Date('2026-03-15T12:00:00Z'))).toBe('2016-03-15');
  });

  it('requires a BVN or NIN for Nigeria only', () => {
    expect(messagesOf(identitySchemaFor('GB'), { ...identity, authId: undefined })).toEqual({});
  });
});

describe('company form (SPEC §5)', () => {
  it('accepts a complete submission', () => {
    expect(messagesOf(companySubmissionSchema, company)).toEqual({});
  });
  it.each([
    [{ registrationName: 'AB' }, 'registrationName', 'Enter registration name (min 3 characters)'],
    [{ cacNumber: '' }, 'cacNumber', 'Enter registration number'],
    [{ companyEmail: 'nope' }, 'companyEmail', 'Enter a valid email'],
    [{ companyPhone: '12' }, 'companyPhone', 'Enter a valid phone number'],
    [{ dialCode: '234' }, 'dialCode', 'Select a valid country code'],
    [{ tin: '1' }, 'tin', 'Enter TIN (slash, dot, and hyphen are allowed)'],
    [{ tin: '12_34' }, 'tin', 'Enter TIN (slash, dot, and hyphen are allowed)'],
    [
      { proofOfAddress: { proofType: 'gas_bill', image: 'http://x/y.pdf' } },
      'proofOfAddress.proofType',
      'Choose proof of address type',
    ],
    [
      { proofOfAddress: { proofType: 'water_bill', image: '' } },
      'proofOfAddress.image',
      'Upload a clear proof of address',
    ],
  ])('rejects %j at %s with %s', (patch, path, message) => {
    expect(messagesOf(companySubmissionSchema, { ...company, ...patch })[path]).toBe(message);
  });
  it('accepts slash, dot and hyphen in the TIN', () => {
    expect(messagesOf(companySubmissionSchema, { ...company, tin: 'AB/12.3-4' })).toEqual({});
  });
  it('labels the registration number by country', () => {
    expect(registrationNumberLabel('GB')).toBe('Company House Number');
    expect(registrationNumberLabel('NG')).toBe('CAC No.');
  });
});

describe('titles (SPEC §4)', () => {
  it('are functions of the level', () => {
    expect(pendingTitle(3)).toBe('Your Level 3 Verification in Progress');
    expect(verifiedTitle(2)).toBe('Congratulation your account is verified for level 2');
  });
});
