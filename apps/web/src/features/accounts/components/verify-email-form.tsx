import { OTP_LENGTH, otpField } from '@oja/contracts';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import type { UserProfile } from '@/types/api';
import { useSendOtpEmail, useVerifyOtpEmail } from '../api/email-otp';

const otpSchema = z.object({ otp: otpField });

interface VerifyEmailFormProps {
  onVerified: (user: UserProfile) => void;
  /** True while the caller moves on (e.g. to the dashboard). */
  isFinishing?: boolean;
}

/**
 * The 6-digit code emailed to the signed-in merchant, with a way to send another. A wrong, expired or
 * used code shows the server's message on the field.
 */
export function VerifyEmailForm({ onVerified, isFinishing = false }: VerifyEmailFormProps) {
  const verify = useVerifyOtpEmail({ onSuccess: onVerified });
  const resend = useSendOtpEmail();
  const form = useZodForm(otpSchema, { defaultValues: { otp: '' } });
  const { setError } = form;

  const submit = (body: { otp: string }) =>
    verify.mutate(body, {
      onError: (error) => {
        if (!(error instanceof ApiError && error.handled))
          setError('otp', { type: 'server', message: error.message }, { shouldFocus: true });
      },
    });

  return (
    <Form form={form} onSubmit={submit}>
      <FormTextField
        form={form}
        name="otp"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
      />
      <Button type="submit" size="lg" className="w-full" isLoading={verify.isPending || isFinishing}>
        Verify email
      </Button>
      <p className="text-center text-sm text-slate-600">
        Didn&apos;t get a code?{' '}
        <Button variant="link" isLoading={resend.isPending} onClick={() => resend.mutate()}>
          Send a new code
        </Button>
      </p>
    </Form>
  );
}
