import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { OnboardingFlow } from '@/features/accounts/components/onboarding-flow';
import { ONBOARDING_SUCCESS } from '@/features/accounts/components/onboarding-steps';
import { useSession } from '@/lib/session/use-profile';
import { toast } from '@/lib/toast';

/**
 * Onboarding. Registering signs the merchant in (the server sets the session cookie), so the profile
 * cache takes the new user at once; the verified email ends on the dashboard with 'Onboarding Successful'.
 */
export function OnboardingRoute() {
  const navigate = useNavigate();
  const { set: signIn } = useSession();

  return (
    <OnboardingFlow
      onRegistered={signIn}
      onVerified={(user) => {
        signIn(user);
        toast.success(ONBOARDING_SUCCESS);
        void navigate(paths.app.dashboard.getHref(), { replace: true });
      }}
    />
  );
}
