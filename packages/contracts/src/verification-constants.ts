/** docs/product/onboarding.md#business-verification-form, docs/product/messages.md#error-policy: every message of the verification forms, word for word. */
export const verificationMessages = {
  firstName: 'Enter first name (min 3 characters, alphabets only)',
  lastName: 'Enter last name (min 3 characters, alphabets only)',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  dob: 'Select date of birth',
  dobTooRecent: 'Date of birth must be at least 10 years ago',
  idType: 'Select ID type',
  idNumber: 'ID number must be 11 digits.',
  idNumberPrompt: 'Input ID Number',
  documentType: 'Choose Document Type',
  regulatoryIdImage: 'Upload a clear regulatory ID Card',
  businessType: 'You must choose a business type',
  annualRevenue: 'Enter annual revenue for at least one currency',
  annualRevenueRange: 'Select a valid annual revenue range',
  oneRangePerCurrency: 'Enter one annual revenue range per currency',
  tin: 'Enter TIN (slash, dot, and hyphen are allowed)',
  searchAddress: 'Search for address and select from results',
  pickupLocation: 'Select a valid pickup location',
  /** Why a picked place was refused: it names a country only, or nothing the map knows. */
  placeWithoutState: 'That result is a whole country. Type your street and city, then pick the full address.',
  placeWithoutCountry:
    'We could not place that address. Add its city and state, then pick it from the results.',
  /** Under State and City while they wait for an address. */
  placeFillsState: 'Filled in from the address you pick above.',
  state: 'Select a valid state',
  city: 'Select a valid city',
  registrationName: 'Enter registration name (min 3 characters)',
  registrationNumber: 'Enter registration number',
  dialCode: 'Select a valid country code',
  proofType: 'Choose proof of address type',
  proofImage: 'Upload a clear proof of address',
  uploadFormat: 'Invalid upload format. (pdf, jpg, jpeg, png)',
  uploadSuccessful: 'Upload Successful',
  uploadFailed: 'File upload failed',
  fallback: 'Could not upgrade stage. Try again later.',
  countriesFallback: 'Could not get countries. Try again later.',
  statesFallback: 'Could not get states. Try again later.',
  promptTitle: 'It is required that we verify you',
  businessAddressNote: 'Your business address is not your pickup address.',
  levelOneComplete: 'Level 1 verification complete',
} as const;

/** docs/product/onboarding.md#limits verification constants. */
export const VERIFICATION_STAGES = 3;
export const DEFAULT_LEVEL = 1;
export const ID_NUMBER_LENGTH = 11;
export const MIN_NAME_LENGTH = 3;
export const MIN_PHONE_LENGTH = 5;
export const MIN_AGE_YEARS = 10;
export const REVIEW_HOURS = '24-48';
export const UPLOAD_FORMATS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

export const stageStatuses = ['pending', 'verified', 'declined'] as const;
export type StageStatus = (typeof stageStatuses)[number];
export const businessTypes = ['sole_trader', 'registered_business'] as const;
export const authIdTypes = ['bvn', 'nin'] as const;
export const regulatoryIdTypes = ['voters_card', 'drivers_license', 'intl_passport', 'nin'] as const;
export const proofOfAddressTypes = ['nepa_bill', 'water_bill'] as const;

export const pendingTitle = (level: number) => `Your Level ${level} Verification in Progress`;
export const verifiedTitle = (level: number) => `Congratulation your account is verified for level ${level}`;

/** docs/product/onboarding.md#limits annual transaction ranges, in major units of the currency. */
export interface AnnualRange {
  label: string;
  from: number;
  to: number;
}
const NGN_RANGES: AnnualRange[] = [
  { label: 'Below 50,000', from: 0, to: 50_000 },
  { label: '50,000 - 500,000', from: 50_000, to: 500_000 },
  { label: '500,000 - 2,000,000', from: 500_000, to: 2_000_000 },
  { label: 'Above 2,000,000', from: 2_000_000, to: 500_000_000 },
];
const HARD_CURRENCY_RANGES: AnnualRange[] = [
  { label: 'Below 5,000', from: 0, to: 5_000 },
  { label: 'Up to 20,000', from: 5_000, to: 20_000 },
  { label: 'Up to 50,000', from: 20_000, to: 50_000 },
  { label: 'Up to 100,000', from: 50_000, to: 100_000 },
  { label: 'Above 500,000', from: 500_000, to: 100_000_000 },
];
export const annualTransactionRanges = {
  NGN: NGN_RANGES,
  USD: HARD_CURRENCY_RANGES,
  GBP: HARD_CURRENCY_RANGES,
} as const satisfies Record<string, AnnualRange[]>;
export type RangeCurrency = keyof typeof annualTransactionRanges;
export const rangeCurrencies = Object.keys(annualTransactionRanges) as RangeCurrency[];

/** True when {from, to} is one of the table's ranges for the currency. */
export const isKnownRange = (currency: RangeCurrency, from: number, to: number) =>
  annualTransactionRanges[currency].some((r) => r.from === from && r.to === to);
