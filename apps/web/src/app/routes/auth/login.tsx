import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/accounts/components/login-form';

export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  return (
    <AuthLayout
      title="Log in to Oja"
      description="Welcome back. Manage your products, orders and wallet."
      footer={
        <>
          New to Oja?{' '}
          <Link to={paths.onboarding.getHref()} className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => void navigate(safeRedirect(redirectTo), { replace: true })} />
    </AuthLayout>
  );
}
