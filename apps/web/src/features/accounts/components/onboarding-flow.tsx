import { BadgeCheck, FileText, Package, WalletMinimal } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { UserProfile } from '@/types/api';
import { AccountDetailsForm } from './account-details-form';
import { BusinessCategoryStep } from './business-category-step';
import { ONBOARDING_STEPS } from './onboarding-steps';
import { ServiceDetailsStep } from './service-details-step';
import { StepIndicator } from './step-indicator';
import { useOnboardingProgress } from './use-onboarding-progress';
import { VerifyEmailForm } from './verify-email-form';

interface OnboardingFlowProps {
  /** The account exists and is signed in (the server set the session cookie). */
  onRegistered: (user: UserProfile) => void;
  /** The email is verified; the caller takes the merchant to the dashboard. */
  onVerified: (user: UserProfile) => void;
  isFinishing?: boolean;
}

const highlights = [
  { icon: Package, text: 'List products and bookable services' },
  { icon: FileText, text: 'Send invoices and track every order' },
  { icon: WalletMinimal, text: 'Get paid into your Oja wallet' },
  { icon: BadgeCheck, text: 'Verify your business to unlock higher limits' },
];

const loginFooter = (
  <>
    Already have an account?{' '}
    <Link to={paths.auth.login.getHref()} className="font-medium text-brand-700 hover:underline">
      Log in
    </Link>
  </>
);

/**
 * The onboarding journey: three steps (0 intro, 1 business category, 2 about the service), then the
 * account details (register: the merchant is signed in and emailed a code), then the code. Each is
 * its own `?step=`, so Back returns to the step before; choices and details (never the password) are
 * kept for the tab until the email is verified.
 */
export function OnboardingFlow({ onRegistered, onVerified, isFinishing }: OnboardingFlowProps) {
  const { stage, progress, update, goTo, back, finish } = useOnboardingProgress();
  const { business } = progress;
  const setBusiness = (next: typeof business) => update({ ...progress, business: next });

  if (stage === 'verify') {
    return (
      <AuthLayout
        title="Verify your email"
        description={`Enter the 6-digit code we sent to ${progress.registeredEmail ?? 'your email'}.`}
      >
        <VerifyEmailForm
          onVerified={(user) => {
            finish();
            onVerified(user);
          }}
          isFinishing={isFinishing}
        />
      </AuthLayout>
    );
  }

  if (stage === 'account') {
    return (
      <AuthLayout
        wide
        title="Create your account"
        description="You will use these details to log in."
        footer={loginFooter}
      >
        <AccountDetailsForm
          business={business}
          draft={progress.account}
          onDraftChange={(account) => update({ ...progress, account })}
          onPrevious={() => back(2)}
          onRegistered={(user) => {
            update({ ...progress, registeredEmail: user.email });
            onRegistered(user);
            // The account exists: Back from the code returns to the steps, never to a second sign-up.
            goTo('verify', { replace: true });
          }}
        />
      </AuthLayout>
    );
  }

  const step = ONBOARDING_STEPS[stage];
  return (
    <AuthLayout
      wide
      title={step.title}
      description={step.subtitle}
      leading={<StepIndicator current={stage} total={ONBOARDING_STEPS.length} />}
      footer={loginFooter}
    >
      {stage === 0 ? (
        <div className="flex flex-col gap-6">
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {highlights.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button size="lg" onClick={() => goTo(1)}>
              Next
            </Button>
          </div>
        </div>
      ) : stage === 1 ? (
        <BusinessCategoryStep
          value={business}
          onChange={setBusiness}
          onPrevious={() => back(0)}
          onNext={() => goTo(2)}
        />
      ) : (
        <ServiceDetailsStep
          value={business}
          onChange={setBusiness}
          onPrevious={() => back(1)}
          onNext={() => goTo('account')}
        />
      )}
    </AuthLayout>
  );
}
