import { type ChangePasswordRequest, changePasswordRequest } from '@oja/contracts';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { INCORRECT_PASSWORD, useChangePassword } from '../api/change-password';

/**
 * Current and new password, checked with the server's rules (changePasswordRequest). A wrong current
 * password shows 'Incorrect password' on its field; after a change the session ends (`onChanged`).
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword({ onSuccess: onChanged });
  const form = useZodForm(changePasswordRequest, {
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;

  const error = changePassword.error;
  const failure =
    error instanceof ApiError && (error.handled || error.message === INCORRECT_PASSWORD)
      ? null
      : error?.message;

  const submit = ({ oldPassword, newPassword, confirmPassword }: ChangePasswordRequest) =>
    changePassword.mutate(
      { oldPassword, newPassword, confirmPassword },
      {
        onError: (failed) => {
          if (failed.message === INCORRECT_PASSWORD)
            setError('oldPassword', { type: 'server', message: INCORRECT_PASSWORD }, { shouldFocus: true });
        },
      },
    );

  return (
    <Card>
      <CardHeader
        title="Change password"
        description="You will be logged out and asked to log in with the new password."
      />
      <CardContent>
        <Form form={form} onSubmit={submit}>
          <FormAlert>{failure}</FormAlert>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div className="flex justify-end">
            <Button type="submit" isLoading={changePassword.isPending || changePassword.isSuccess}>
              Change password
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
