import { onboardingFieldError, type BusinessChoice } from './onboarding-steps';

/** Where the merchant is: the 3 steps (0 to 2), the account details, then the emailed code. */
export type OnboardingStage = 0 | 1 | 2 | 'account' | 'verify';

/** The account details typed so far; the password is never kept. */
export interface AccountDraft {
  email: string;
  firstName: string;
  surname: string;
  username: string;
  phone: string;
}

export interface OnboardingProgress {
  business: BusinessChoice;
  account: AccountDraft;
  /** Set once the account exists (the merchant is signed in): only the code is left. */
  registeredEmail: string | null;
}

export const ONBOARDING_STORAGE_KEY = 'oja:onboarding';

export const emptyProgress: OnboardingProgress = {
  business: { serviceType: null, category: null, businessName: '' },
  account: { email: '', firstName: '', surname: '', username: '', phone: '' },
  registeredEmail: null,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The progress of this tab's onboarding (sessionStorage), or a fresh start when there is none. */
export function readProgress(): OnboardingProgress {
  try {
    const raw = JSON.parse(sessionStorage.getItem(ONBOARDING_STORAGE_KEY) ?? 'null') as Record<
      string,
      Record<string, unknown> | string | null
    > | null;
    if (!raw || typeof raw !== 'object') return emptyProgress;
    const business = (typeof raw.business === 'object' && raw.business) || {};
    const account = (typeof raw.account === 'object' && raw.account) || {};
    const serviceType = business.serviceType;
    return {
      business: {
        serviceType: serviceType === 'product' || serviceType === 'service' ? serviceType : null,
        category: text(business.category) || null,
        businessName: text(business.businessName),
      },
      account: {
        email: text(account.email),
        firstName: text(account.firstName),
        surname: text(account.surname),
        username: text(account.username),
        phone: text(account.phone),
      },
      registeredEmail: text(raw.registeredEmail) || null,
    };
  } catch {
    return emptyProgress;
  }
}

export function saveProgress(progress: OnboardingProgress) {
  try {
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or disabled: the flow still works, it just is not kept across a reload.
  }
}

export function clearProgress() {
  try {
    sessionStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

const STAGES: readonly OnboardingStage[] = [0, 1, 2, 'account', 'verify'];

/** `?step=` as a stage: 0, 1, 2, account or verify; anything else is step 0. */
export const parseStage = (value: string | null): OnboardingStage =>
  STAGES.find((stage) => String(stage) === value) ?? 0;

/**
 * The stage the merchant may be on: once the account exists only the code is left; otherwise no
 * further than the first step whose choices are missing (a link or reload cannot skip a step).
 */
export function allowedStage(progress: OnboardingProgress, wanted: OnboardingStage): OnboardingStage {
  if (progress.registeredEmail) return 'verify';
  const { business } = progress;
  const chosen =
    !onboardingFieldError('serviceType', business.serviceType) &&
    !onboardingFieldError('category', business.category);
  const named = !onboardingFieldError('businessName', business.businessName);
  const furthest: OnboardingStage = !chosen ? 1 : !named ? 2 : 'account';
  const order = (stage: OnboardingStage) => STAGES.indexOf(stage);
  return order(wanted) <= order(furthest) ? wanted : furthest;
}
