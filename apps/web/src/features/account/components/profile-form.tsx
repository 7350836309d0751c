import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field, TextAreaField, TextField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { UserProfile } from '@/types/api';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';

const optionalText = z.string().trim().max(500, 'Keep this under 500 characters');

const profileSchema = z.object({
  firstName: z.string().trim().min(2, 'Enter your first name'),
  lastName: z.string().trim().min(2, 'Enter your last name'),
  phone: z.string().trim().min(5, 'Enter a valid phone number'),
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.]{3,30}$/, 'Use 3 to 30 letters, numbers, dots or underscores'),
  businessName: z.string().trim().min(1, 'Enter your business name'),
  aboutBusiness: optionalText,
  country: optionalText,
  state: optionalText,
  address: optionalText,
  zipCode: optionalText,
});
type ProfileValues = z.infer<typeof profileSchema>;
const fieldNames = Object.keys(profileSchema.shape) as Array<keyof ProfileValues>;

const toValues = (profile: UserProfile): ProfileValues => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
  username: profile.username ?? '',
  businessName: profile.businessName ?? '',
  aboutBusiness: profile.aboutBusiness ?? '',
  country: profile.country ?? '',
  state: profile.state ?? '',
  address: profile.address ?? profile.location?.address ?? '',
  zipCode: profile.zipCode ?? '',
});

interface ProfileFormProps {
  profile: UserProfile;
  profileQueryKey: readonly unknown[];
}

/** The editable profile; only the fields the user changed are sent (PATCH /v1/users). */
export function ProfileForm({ profile, profileQueryKey }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: toValues(profile) });
  const update = useUpdateProfile({ profileQueryKey });

  const submit = handleSubmit((values) => {
    const changes: ProfileChanges = {};
    for (const name of fieldNames) if (dirtyFields[name]) changes[name] = values[name];
    update.mutate(changes, {
      onSuccess: () => reset(values),
      onError: (error) => applyServerFieldErrors(error, setError, fieldNames),
    });
  });

  return (
    <Card>
      <CardHeader title="Profile" description="How you and your business appear on Oja." />
      <CardContent>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <Field label="Email" hint="Your login email cannot be changed here.">
            {(control) => <Input {...control} type="email" value={profile.email} readOnly />}
          </Field>
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Username"
            autoComplete="username"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Business name"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register('businessName')}
          />
          <TextAreaField
            label="About your business"
            className="sm:col-span-2"
            error={errors.aboutBusiness?.message}
            {...register('aboutBusiness')}
          />
          <TextField
            label="Address"
            autoComplete="street-address"
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label="Zip code"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
          <div className="flex items-end justify-end gap-2 sm:col-span-2">
            <Button variant="secondary" onClick={() => reset()} disabled={!isDirty || update.isPending}>
              Discard changes
            </Button>
            <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
