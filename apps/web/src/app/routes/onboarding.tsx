import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { OnboardingFlow } from '@/features/onboarding/components/onboarding-flow';
import { ONBOARDING_SUCCESS } from '@/features/onboarding/components/onboarding-steps';
import { useServiceCategories } from '@/features/services/api/get-service-categories';
import { notifyError } from '@/lib/notify';

/** Onboarding, then sign-in with the new credentials, landing on the dashboard. */
export function OnboardingRoute() {
  const navigate = useNavigate();
  const categories = useServiceCategories();
  const login = useLogin({
    onSuccess: () => {
      toast.success(ONBOARDING_SUCCESS);
      void navigate(paths.app.dashboard.getHref(), { replace: true });
    },
  });

  return (
    <OnboardingFlow
      categories={categories.data}
      categoriesLoading={categories.isPending}
      onVerified={(credentials) => login.mutate(credentials, { onError: (error) => notifyError(error) })}
      isFinishing={login.isPending || login.isSuccess}
    />
  );
}
