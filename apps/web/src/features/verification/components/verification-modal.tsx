import { DEFAULT_COUNTRY_ISO2, formStage, type VerificationForm, verificationSteps } from '@oja/contracts';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import type { UserProfile } from '@/types/api';
import { useVerificationOverview } from '../api/get-verification-overview';
import { BusinessForm } from './business-form';
import { CompanyForm } from './company-form';
import { IdentityForm } from './identity-form';
import type { StageFormProps } from './stage-form-props';
import { VerificationSteps } from './verification-steps';

interface VerificationModalProps extends Omit<StageFormProps, 'onCancel'> {
  /** The form of the user's stage (docs/product/onboarding.md#verification-levels modal by stage); null closes the modal. */
  form: VerificationForm | null;
  profile: UserProfile;
  onClose: () => void;
}

/** The stage's form under the three-step progress bar. */
export function VerificationModal({ form, profile, onClose, ...formProps }: VerificationModalProps) {
  const stage = form ? formStage[form] : 1;
  // Identity and company rules depend on the business country verified at stage one.
  const overview = useVerificationOverview({ enabled: form === 'identity' || form === 'company' });
  const country = overview.data?.businessCountry ?? null;
  const props = { ...formProps, onCancel: onClose };

  return (
    <Dialog
      open={form !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={verificationSteps[stage - 1]}
      description={`Step ${stage} of 3`}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      <VerificationSteps current={stage} />
      <div className="mt-6">
        {form === 'business' ? (
          <BusinessForm {...props} />
        ) : overview.isPending ? (
          <LoadingState />
        ) : form === 'identity' ? (
          <IdentityForm {...props} profile={profile} countryIso2={country ?? DEFAULT_COUNTRY_ISO2} />
        ) : form === 'company' ? (
          <CompanyForm {...props} countryIso2={country} />
        ) : null}
      </div>
    </Dialog>
  );
}
