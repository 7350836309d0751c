import type { UpdateProfileRequest } from '@oja/contracts';
import { FormTextAreaField, FormTextField } from '@/components/form/form-text-field';
import type { ZodForm } from '@/components/form/use-zod-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { UserProfile } from '@/types/api';
import type { ProfileValues } from './profile-form';

/** The profile's fields; the login email is shown, not edited. */
export function ProfileFields({
  form,
  profile,
}: {
  form: ZodForm<ProfileValues, UpdateProfileRequest>;
  profile: UserProfile;
}) {
  return (
    <>
      <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" />
      <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      <Field
        label="Email"
        hint={`${profile.isEmailVerified ? 'Verified. ' : 'Not verified yet. '}Your login email cannot be changed here.`}
      >
        {(control) => <Input {...control} type="email" value={profile.email} readOnly />}
      </Field>
      <FormTextField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormTextField form={form} name="username" label="Username" autoComplete="username" />
      <FormTextField form={form} name="businessName" label="Business name" autoComplete="organization" />
      <FormTextAreaField
        form={form}
        name="aboutBusiness"
        label="About your business"
        className="sm:col-span-2"
      />
      <FormTextField
        form={form}
        name="address"
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <FormTextField form={form} name="state" label="State" autoComplete="address-level1" />
      <FormTextField form={form} name="country" label="Country" autoComplete="country-name" />
      <FormTextField form={form} name="zipCode" label="Zip code" autoComplete="postal-code" />
    </>
  );
}
