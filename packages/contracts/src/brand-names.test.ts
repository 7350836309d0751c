import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usernameField } from './account-fields.ts';
import { onboardingRequest, updateProfileRequest } from './accounts.ts';
import { brandNameMessage, claimsToBeOja } from './brand-names.ts';
import { companySubmissionSchema } from './verification.ts';

/** Ways to write each letter so that it still reads as the letter (case, look-alikes, accents). */
const LETTER_VARIANTS: Record<string, string[]> = {
  o: ['o', 'O', '0', 'ο', 'о', 'ọ', 'ó', 'Ö'],
  j: ['j', 'J', 'ј', 'ĵ'],
  a: ['a', 'A', '4', '@', 'а', 'à', 'Á', 'α'],
  i: ['i', 'I', '1', '!', 'í', 'ı'],
  l: ['l', 'L', '1', '|'],
  e: ['e', 'E', '3', 'é', 'е'],
  s: ['s', 'S', '5', '$', 'ѕ'],
  t: ['t', 'T', '7'],
};
const STAFF = [
  'support',
  'security',
  'admin',
  'team',
  'helpdesk',
  'official',
  'verification',
  'staff',
  'billing',
  'escrow',
  'refunds',
  'dispute',
  'risk',
  'finance',
  'notice',
  'partners',
  'pay',
  'marketplace',
  'suport',
  'securty',
];
const SEPARATORS = [' ', '  ', '-', '_', '.', ' - ', '', ' | ', '\u200b', '|', '™ ', '™', ' 🛡️ ', '®'];

const spelled = (word: string) =>
  fc
    .tuple(...[...word].map((ch) => fc.constantFrom(...(LETTER_VARIANTS[ch] ?? [ch, ch.toUpperCase()]))))
    .map((chars) => chars.join(''));
/** The brand, sometimes with its letters spaced or dotted apart ("O J A", "O.J.A."). */
const brand = fc.oneof(
  spelled('oja'),
  fc.constantFrom('MarketSqr', 'Marketsqr', 'MARKET SQR', 'OjaPay', 'Oja Pay', 'Oja Marketplace'),
  fc.tuple(spelled('oja'), fc.constantFrom(' ', '.', '-')).map(([word, gap]) => [...word].join(gap)),
);
const staffWord = fc.constantFrom(...STAFF).chain(spelled);

const claims = fc
  .record({
    brand,
    staff: fc.array(staffWord, { minLength: 1, maxLength: 2 }),
    separator: fc.constantFrom(...SEPARATORS),
    brandFirst: fc.boolean(),
    filler: fc.constantFrom('', 'The ', 'Nigeria '),
  })
  .map(({ brand: b, staff, separator, brandFirst, filler }) => {
    const words = brandFirst ? [b, ...staff] : [...staff, b];
    return `${filler}${words.join(separator)}`;
  });

/**
 * Names an outsider had accepted: the platform's product names, signs as separators, staff words of money
 * handling and official voice, a typo, and user names. Each is refused as a business name.
 */
const KNOWN_CLAIMS = [
  'Oja Marketplace',
  'Oja Pay',
  'OjaPay Support',
  'MarketSqr Support',
  'Marketsqr Security Team',
  'MarketSqr',
  'Oja™ Security Team',
  'Oja|Security Team',
  'Oja™',
  'Oja 🛡️ Support',
  'Oja Escrow',
  'Oja Refunds',
  'Oja Dispute',
  'Oja Risk',
  'Oja Finance',
  'Oja Notice',
  'Oja Partners',
  'Oja Suport',
  'Oja Secúrity Tеam',
  'ojapay',
  'oja-escrow',
  'oja-refunds',
  'oja-marketplace',
  'ojasuport',
  'Market Sqr Payments',
];

const FAIR_NAMES = [
  'Mama Oja Fabrics',
  'Oja Oba Market',
  'Moja Team',
  'Bojangles Support',
  'Ninja Helpdesk',
  'Kojo Admin',
  'Adunni Beauty',
  'Ọjà Ọba Foods',
  'Team Lagos Tailors',
  'Support Local Crafts',
  'Ojarr Admin',
  'Oja Market Stall',
  'Iya Oja Provisions',
  'Oja Tuntun Kitchen',
  'Mama Oja Regal Prints',
  'Market Square Foods',
  'Ojà Alaba Phones',
  'Paystack Lagos Hub',
  'Oja Stall 12',
  'Bola Escrow Consult',
];

describe('names that claim to be Oja or its staff', () => {
  it('refuses every spelling of the brand next to a staff word (property)', () => {
    let checked = 0;
    fc.assert(
      fc.property(claims, (name) => {
        checked += 1;
        expect(claimsToBeOja(name), name).toBe(true);
      }),
      { numRuns: 2000 },
    );
    console.log(`brand names: ${checked}/${checked} generated claims refused`);
  });

  it('refuses every platform name, sign separator, money or official word and typo an outsider used', () => {
    const accepted = KNOWN_CLAIMS.filter((name) => !claimsToBeOja(name));
    expect(accepted).toEqual([]);
    console.log(`brand names: ${KNOWN_CLAIMS.length}/${KNOWN_CLAIMS.length} known claims refused`);
  });

  it('refuses the brand alone as a business or user name, not as a person’s name', () => {
    for (const name of ['Oja', '0JA', 'O J A', 'o.j.a']) {
      expect(claimsToBeOja(name), name).toBe(true);
      expect(claimsToBeOja(name, { brandAlone: false }), name).toBe(false);
    }
  });

  it('accepts fair names, including ones that contain the letters or the word in another sense', () => {
    const refused = FAIR_NAMES.filter((name) => claimsToBeOja(name));
    expect(refused).toEqual([]);
    console.log(
      `brand names: ${FAIR_NAMES.length - refused.length}/${FAIR_NAMES.length} fair names accepted`,
    );
  });

  it('is applied by the register, profile, username and company schemas with one message', () => {
    const base = {
      email: 'a@example.com',
      firstName: 'Ada',
      surname: 'Obi',
      username: 'ada_obi',
      password: 'Fresh-Mango-2027',
      confirmPassword: 'Fresh-Mango-2027',
      phone: '+2348030000000',
      serviceType: 'product',
      businessName: 'Ada Wears',
      category: 'fashion',
    };
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.success ? [] : result.error!.issues.map((issue) => issue.message);
    expect(onboardingRequest.safeParse(base).success).toBe(true);
    expect(messages(onboardingRequest.safeParse({ ...base, businessName: 'Oja Security Team' }))).toContain(
      brandNameMessage,
    );
    expect(
      messages(onboardingRequest.safeParse({ ...base, firstName: 'Oja', surname: 'Support' })),
    ).toContain(brandNameMessage);
    expect(messages(usernameField.safeParse('oja-helpdesk'))).toContain(brandNameMessage);
    expect(messages(updateProfileRequest.safeParse({ businessName: '0JA Support' }))).toContain(
      brandNameMessage,
    );
    expect(messages(updateProfileRequest.safeParse({ username: 'oja_admin' }))).toContain(brandNameMessage);
    expect(messages(updateProfileRequest.safeParse({ lastName: 'Oja Admin' }))).toContain(brandNameMessage);
    expect(updateProfileRequest.safeParse({ firstName: 'Oja' }).success).toBe(true);
    expect(companySubmissionSchema.shape.registrationName.safeParse('OJA Official Ltd').success).toBe(false);
  });
});
