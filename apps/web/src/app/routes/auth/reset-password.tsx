import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  if (!token) {
    return (
      <AuthLayout
        title="Reset link not valid"
        description="This page needs the link from your password reset email."
      >
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          Get a new reset link
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set a new password"
      description="Choose a password you have not used before."
      footer={
        <Link to={paths.auth.login.getHref()} className="font-medium text-brand-700 hover:underline">
          Back to log in
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        onSuccess={() => void navigate(paths.auth.login.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
