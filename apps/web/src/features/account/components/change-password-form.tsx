import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { newPasswordField, PASSWORDS_DO_NOT_MATCH } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Current and new password. After a change the session ends (`onChanged`). */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const changePassword = useChangePassword({ onSuccess: onChanged });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  return (
    <Card>
      <CardHeader
        title="Change password"
        description="You will be logged out and asked to log in with the new password."
      />
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(({ oldPassword, newPassword }) =>
            changePassword.mutate({ oldPassword, newPassword }),
          )}
        >
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
        </form>
      </CardContent>
    </Card>
  );
}
