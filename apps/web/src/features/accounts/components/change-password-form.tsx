import { type ChangePasswordRequest, changePasswordRequest } from '@oja/contracts';
import { Form } from '@/components/form/form';
import { FormPasswordField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
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
  const { setError } = form;

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
          <FormPasswordField
            form={form}
            name="oldPassword"
            label="Current password"
            autoComplete="current-password"
          />
          <FormPasswordField
            form={form}
            name="newPassword"
            label="New password"
            autoComplete="new-password"
          />
          <FormPasswordField
            form={form}
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
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
