import { accountMessages, onboardingRequest, type OnboardingRequest } from '@oja/contracts';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormPasswordField, FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-error';
import type { UserProfile } from '@/types/api';
import { useRegister } from '../api/register';
import type { AccountDraft } from './onboarding-progress';
import type { BusinessChoice } from './onboarding-steps';

type OnboardingValues = z.input<typeof onboardingRequest>;

const fieldNames = [
  'email',
  'firstName',
  'surname',
  'username',
  'phone',
  'password',
  'confirmPassword',
] as const;

/** The server's 409 answers name the field they are about. */
const conflictFields: Record<string, 'email' | 'username'> = {
  [accountMessages.emailTaken]: 'email',
  [accountMessages.usernameTaken]: 'username',
};

interface AccountDetailsFormProps {
  business: BusinessChoice;
  /** What was typed before (a reload, Back and Next again); the password fields always start empty. */
  draft: AccountDraft;
  onDraftChange: (draft: AccountDraft) => void;
  onRegistered: (user: UserProfile) => void;
  onPrevious: () => void;
}

/**
 * The new account's owner and login. The whole onboarding payload (these fields and the business
 * choices of the steps before) is checked with the server's schema, onboardingRequest, then sent to
 * POST /v1/auth/register, which logs the merchant in and emails the code.
 */
export function AccountDetailsForm({
  business,
  draft,
  onDraftChange,
  onRegistered,
  onPrevious,
}: AccountDetailsFormProps) {
  const registration = useRegister({ onSuccess: onRegistered });
  const form = useZodForm<OnboardingValues, OnboardingRequest>(onboardingRequest, {
    defaultValues: {
      ...draft,
      password: '',
      confirmPassword: '',
      // Chosen and checked in the steps before; validated again here with the rest.
      serviceType: business.serviceType ?? undefined,
      category: business.category ?? '',
      businessName: business.businessName,
    },
  });
  const {
    setError,
    getValues,
    formState: { errors },
  } = form;

  // Keep what is typed (never the password) so that Back, Next or a reload do not lose it.
  const keepDraft = {
    onChange: () => {
      const { email, firstName, surname, username, phone } = getValues();
      onDraftChange({ email, firstName, surname, username, phone });
    },
  };

  const submit = (payload: OnboardingRequest) =>
    registration.mutate(payload, {
      onError: (error) => {
        const field = conflictFields[error.message];
        if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        else form.setServerErrors(error, fieldNames);
      },
    });

  const error = registration.error;
  const failure =
    error instanceof ApiError && !error.handled && !conflictFields[error.message] && error.errors.length === 0
      ? error.message
      : null;

  return (
    <Form form={form} onSubmit={submit}>
      <FormAlert>{failure}</FormAlert>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          options={keepDraft}
        />
        <FormTextField
          form={form}
          name="surname"
          label="Surname"
          autoComplete="family-name"
          options={keepDraft}
        />
      </div>
      <FormTextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        options={keepDraft}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="username"
          label="Username"
          autoComplete="username"
          options={keepDraft}
        />
        <FormTextField
          form={form}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          options={keepDraft}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormPasswordField form={form} name="password" label="Password" autoComplete="new-password" />
        <FormPasswordField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
        />
      </div>
      {errors.serviceType || errors.category || errors.businessName ? (
        <FormAlert>
          {errors.serviceType?.message ?? errors.category?.message ?? errors.businessName?.message}
        </FormAlert>
      ) : null}
      <div className="mt-2 flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious} disabled={registration.isPending}>
          Previous
        </Button>
        <Button type="submit" isLoading={registration.isPending}>
          Create account
        </Button>
      </div>
    </Form>
  );
}
