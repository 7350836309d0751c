import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { OTP_LENGTH, useSendOtpEmail, useVerifyOtpEmail } from '../api/email-otp';

const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`),
});
type OtpValues = z.infer<typeof otpSchema>;

interface VerifyEmailFormProps {
  email: string;
  onVerified: () => void;
  /** True while the caller signs the new user in. */
  isFinishing?: boolean;
}

/** The 6-digit code emailed to the new account, with a way to send another. */
export function VerifyEmailForm({ email, onVerified, isFinishing = false }: VerifyEmailFormProps) {
  const verify = useVerifyOtpEmail();
  const resend = useSendOtpEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ otp }) => verify.mutate({ email, otp }, { onSuccess: onVerified }))}
    >
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
        error={errors.otp?.message}
        {...register('otp')}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={verify.isPending || isFinishing}>
        Verify email
      </Button>
      <p className="text-center text-sm text-slate-600">
        Didn&apos;t get a code?{' '}
        <Button
          variant="link"
          isLoading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email },
              { onSuccess: ({ message }) => toast.success(message || `A new code was sent to ${email}`) },
            )
          }
        >
          Send a new code
        </Button>
      </p>
    </form>
  );
}
