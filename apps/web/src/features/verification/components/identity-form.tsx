import {
  authIdTypes,
  ID_NUMBER_LENGTH,
  identitySchemaFor,
  latestDateOfBirth,
  regulatoryIdTypes,
  verificationMessages as m,
} from '@oja/contracts';
import { useMemo } from 'react';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import type { UserProfile } from '@/types/api';
import { useUpgradeStageTwo } from '../api/use-upgrade-stage';
import { regulatoryIdLabels } from '../utils/labels';
import { FormFooter } from './form-footer';
import { PhoneField } from './phone-field';
import { SelectField } from '@/components/ui/select-field';
import type { StageFormProps } from './stage-form-props';
import { DocumentUploadRow } from './document-upload-row';
import { useDocumentField } from './use-document-upload';

type Schema = ReturnType<typeof identitySchemaFor>;
type Values = z.input<Schema>;
type Payload = z.output<Schema>;

const serverFields = [
  'firstName',
  'lastName',
  'preferredName',
  'dob',
  'email',
  'phone',
  'authId',
  'regulatoryId',
];
const LOCKED_HINT = 'From your profile';

interface IdentityFormProps extends StageFormProps {
  profile: UserProfile;
  /** ISO alpha-2 of the business country: Nigeria asks for a BVN or NIN. */
  countryIso2: string;
}

const initialValues = (profile: UserProfile, locked: boolean, nigeria: boolean) =>
  ({
    firstName: locked ? profile.firstName : '',
    lastName: locked ? profile.lastName : '',
    email: locked ? profile.email : '',
    phone: locked ? (profile.phone ?? '') : '',
    preferredName: '',
    dob: '',
    ...(nigeria ? { authId: { idType: undefined, value: '' } } : {}),
    regulatoryId: { idType: undefined, image: '' },
  }) as unknown as Values;

/**
 * Stage two (docs/product/onboarding.md#business-verification-form Identity form): the main contact, or the owner of a sole trader, whose name,
 * email and phone come from the profile and cannot be changed here.
 */
export function IdentityForm({ profile, countryIso2, onCancel, onSubmitted }: IdentityFormProps) {
  const nigeria = countryIso2 === 'NG';
  const locked = profile.businessType === 'sole_trader';
  const schema = useMemo(() => identitySchemaFor(countryIso2), [countryIso2]);
  const form = useZodForm<Values, Payload>(schema, {
    mode: 'onTouched',
    defaultValues: initialValues(profile, locked, nigeria),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const upload = useDocumentField(form, 'regulatoryId.image');
  const submit = useUpgradeStageTwo({ onSuccess: onSubmitted });
  const onSubmit = (payload: Payload) =>
    submit.mutate(payload, { onError: (error) => form.setServerErrors(error, serverFields) });
  const lockProps = locked ? { readOnly: true, hint: LOCKED_HINT } : {};

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      {locked ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
          As a sole trader, your name, email and phone are the ones on your profile.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          {...lockProps}
        />
        <FormTextField
          form={form}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          {...lockProps}
        />
        <FormTextField
          form={form}
          name="preferredName"
          label="Preferred name (optional)"
          autoComplete="nickname"
        />
        <FormTextField form={form} name="dob" label="Date of birth" type="date" max={latestDateOfBirth()} />
        <FormTextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          {...lockProps}
        />
        <PhoneField
          label="Phone number"
          autoComplete="tel"
          error={errors.phone?.message}
          {...lockProps}
          {...register('phone')}
        />
      </div>
      {nigeria ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="ID type"
            placeholder="BVN or NIN"
            options={authIdTypes.map((type) => ({ value: type, label: type.toUpperCase() }))}
            error={errors.authId?.idType?.message}
            {...register('authId.idType')}
          />
          <FormTextField
            form={form}
            name="authId.value"
            label="ID number"
            placeholder={m.idNumberPrompt}
            inputMode="numeric"
            maxLength={ID_NUMBER_LENGTH}
            autoComplete="off"
          />
        </div>
      ) : null}
      <SelectField
        label="Document type"
        placeholder="Choose a document"
        options={regulatoryIdTypes.map((type) => ({ value: type, label: regulatoryIdLabels[type] }))}
        error={errors.regulatoryId?.idType?.message}
        {...register('regulatoryId.idType')}
      />
      <DocumentUploadRow
        upload={upload}
        label="Regulatory ID card"
        error={errors.regulatoryId?.image?.message ?? errors.regulatoryId?.message}
      />
      <FormFooter
        onCancel={onCancel}
        isSubmitting={submit.isPending}
        disabled={upload.status !== 'completed'}
        disabledReason="Save is available once your document is uploaded."
      />
    </Form>
  );
}
