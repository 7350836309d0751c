import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest } from '@oja/contracts';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  if (forgotPassword.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          If an account exists for <strong>{getValues('email')}</strong>, a link to reset your password is on
          its way. Check your inbox.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => forgotPassword.mutate(values))}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" isLoading={forgotPassword.isPending} className="w-full">
        Send reset link
      </Button>
    </form>
  );
}
