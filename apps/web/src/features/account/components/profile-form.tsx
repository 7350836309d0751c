import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileRequest, type UpdateProfileRequest } from '@oja/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field, TextAreaField, TextField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session/use-profile';
import type { UserProfile } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';

/** The fields this form edits; the server's rules (updateProfileRequest) check them. */
const fieldNames = [
  'firstName',
  'lastName',
  'phone',
  'username',
  'businessName',
  'aboutBusiness',
  'country',
  'state',
  'address',
  'zipCode',
] as const;
type ProfileValues = z.input<typeof updateProfileRequest>;

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
}

/**
 * The editable profile; only the fields the user changed are sent (PATCH /v1/users), from the version
 * of the profile this form shows: a profile saved elsewhere meanwhile opens the conflict dialog.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: toValues(profile),
  });
  const update = useUpdateProfile();
  const session = useSession();
  const conflict = useEditConflict({
    version: profile.version,
    onReloadTheirs: () => void reload(),
  });
  // "Reload theirs": the stored profile replaces this form's values and version.
  const reload = async () => {
    await session.refresh();
    const stored = session.get();
    if (!stored) return;
    reset(toValues(stored));
    conflict.continueFrom(stored.version);
  };

  const submitWith = (overwrite: boolean) =>
    handleSubmit((values) => {
      const changes = Object.fromEntries(
        fieldNames.filter((name) => dirtyFields[name]).map((name) => [name, values[name]]),
      ) as UpdateProfileRequest;
      update.mutate(
        { changes, version: conflict.versionFor(overwrite) },
        {
          onSuccess: (saved) => {
            reset(toValues(saved));
            conflict.continueFrom(saved.version);
          },
          onError: (error) => {
            if (!conflict.caught(error, () => void submitWith(true)))
              applyServerFieldErrors(error, setError, fieldNames);
          },
        },
      );
    })();

  return (
    <Card>
      <CardHeader title="Profile" description="How you and your business appear on Oja." />
      <CardContent>
        <EditConflictDialog {...conflict.dialog} />
        <form
          noValidate
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submitWith(false);
          }}
        >
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
          <Field
            label="Email"
            hint={`${profile.isEmailVerified ? 'Verified. ' : 'Not verified yet. '}Your login email cannot be changed here.`}
          >
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
