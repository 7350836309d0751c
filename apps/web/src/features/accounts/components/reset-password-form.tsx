import { accountMessages, resetPasswordRequest } from '@oja/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { FormPasswordField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';

/** New password for the account named by the emailed `token` (the server's rules: resetPasswordRequest). */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const resetPassword = useResetPassword({ onSuccess });
  // The token is read: drop it from the address bar so it stays out of history, bookmarks and screen shares.
  // The router's own state is kept, so it still holds the token for this form.
  useEffect(() => {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + hash);
  }, []);
  const form = useZodForm(resetPasswordRequest, { defaultValues: { password: '', confirmPassword: '' } });

  const error = resetPassword.error;
  const failure = error instanceof ApiError && error.handled ? null : error?.message;
  const linkExpired = failure === accountMessages.resetLinkInvalid;

  return (
    <Form form={form} onSubmit={(values) => resetPassword.mutate({ token, ...values })}>
      <FormAlert>
        {failure ? (
          <>
            {failure}
            {linkExpired ? (
              <>
                {' '}
                <Link to={paths.auth.forgotPassword.getHref()} className="font-semibold underline">
                  Get a new reset link
                </Link>
              </>
            ) : null}
          </>
        ) : null}
      </FormAlert>
      <FormPasswordField form={form} name="password" label="New password" autoComplete="new-password" />
      <FormPasswordField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" isLoading={resetPassword.isPending} className="w-full">
        Reset password
      </Button>
    </Form>
  );
}
