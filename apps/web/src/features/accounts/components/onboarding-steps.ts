import { accountMessages, onboardingRequest, type ServiceType } from '@oja/contracts';

/** docs/product/onboarding.md#onboarding "Onboarding (3 steps, page index 0 to 2)". */
export const ONBOARDING_STEPS = [
  { title: 'Launch your business now', subtitle: 'Getting started takes around 10 minutes' },
  { title: 'Business category', subtitle: 'Select the category that best describes your service' },
  { title: 'Tell us about your service', subtitle: 'Select the category that best describes your service' },
] as const;

export const ONBOARDING_SUCCESS = accountMessages.onboarded;

export interface BusinessChoice {
  serviceType: ServiceType | null;
  category: string | null;
  businessName: string;
}

export const serviceTypeOptions: ReadonlyArray<{ value: ServiceType; title: string; description: string }> = [
  { value: 'product', title: 'Seller', description: 'I sell physical products and ship orders.' },
  { value: 'service', title: 'Service provider', description: 'I offer bookable services to clients.' },
];

/** The server's message for one onboarding field (onboardingRequest), or undefined when it is valid. */
export const onboardingFieldError = (
  field: 'serviceType' | 'category' | 'businessName',
  value: unknown,
): string | undefined => onboardingRequest.shape[field].safeParse(value ?? '').error?.issues[0]?.message;
