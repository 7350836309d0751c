import { Link } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot password?"
      description="Enter the email you signed up with and we will send you a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.auth.login.getHref()} className="font-medium text-brand-700 hover:underline">
            Back to log in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
