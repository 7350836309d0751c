import type { proofOfAddressTypes, regulatoryIdTypes } from '@oja/contracts';

/** How the document types of docs/product/onboarding.md#business-verification-form read in the forms. */
export const regulatoryIdLabels: Record<(typeof regulatoryIdTypes)[number], string> = {
  voters_card: "Voter's card",
  drivers_license: "Driver's licence",
  intl_passport: 'International passport',
  nin: 'NIN slip',
};

export const proofOfAddressLabels: Record<(typeof proofOfAddressTypes)[number], string> = {
  nepa_bill: 'Electricity (NEPA) bill',
  water_bill: 'Water bill',
};

export const businessTypeLabels = {
  sole_trader: { title: 'Sole trader', description: 'You run the business in your own name.' },
  registered_business: {
    title: 'Registered business',
    description: 'The business is registered as a company (CAC, Companies House…).',
  },
} as const;
