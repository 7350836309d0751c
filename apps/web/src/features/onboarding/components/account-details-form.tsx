import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { emailField, newPasswordField, PASSWORDS_DO_NOT_MATCH } from '@/lib/validation';
import { useRegister } from '../api/register';
import type { BusinessChoice } from './onboarding-steps';

const accountDetailsSchema = z
  .object({
    email: emailField,
    firstName: z.string().trim().min(2, 'Enter your first name'),
    surname: z.string().trim().min(2, 'Enter your surname'),
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.]{3,30}$/, 'Use 3 to 30 letters, numbers, dots or underscores'),
    phone: z.string().trim().min(5, 'Enter a valid phone number'),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

const fieldNames = [
  'email',
  'firstName',
  'surname',
  'username',
  'phone',
  'password',
  'confirmPassword',
] as const;

interface AccountDetailsFormProps {
  business: BusinessChoice;
  onRegistered: (details: AccountDetails) => void;
  onPrevious: () => void;
}

/** The new account's owner and login; submitting registers the business (POST /v1/auth/register). */
export function AccountDetailsForm({ business, onRegistered, onPrevious }: AccountDetailsFormProps) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountDetails>({
    resolver: zodResolver(accountDetailsSchema),
    defaultValues: {
      email: '',
      firstName: '',
      surname: '',
      username: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit((details) =>
    registration.mutate(
      {
        ...details,
        serviceType: business.serviceType ?? 'product',
        category: business.category ?? '',
        businessName: business.businessName.trim(),
      },
      {
        onSuccess: () => onRegistered(details),
        onError: (error) => applyServerFieldErrors(error, setError, fieldNames),
      },
    ),
  );

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Surname"
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div className="mt-2 flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious} disabled={registration.isPending}>
          Previous
        </Button>
        <Button type="submit" isLoading={registration.isPending}>
          Create account
        </Button>
      </div>
    </form>
  );
}
