import { forgotPasswordRequest } from '@oja/contracts';
import { MailCheck } from 'lucide-react';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const form = useZodForm(forgotPasswordRequest, { defaultValues: { email: '' } });
  const { getValues } = form;

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
    <Form form={form} onSubmit={(values) => forgotPassword.mutate(values)}>
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" size="lg" isLoading={forgotPassword.isPending} className="w-full">
        Send reset link
      </Button>
    </Form>
  );
}
