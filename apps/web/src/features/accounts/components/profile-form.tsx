import { updateProfileRequest, type UpdateProfileRequest } from '@oja/contracts';
import type { z } from 'zod';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useSession } from '@/lib/session/use-profile';
import type { UserProfile } from '@/types/api';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFields } from './profile-fields';

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
export type ProfileValues = z.input<typeof updateProfileRequest>;

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
  const form = useZodForm(updateProfileRequest, { defaultValues: toValues(profile) });
  const {
    reset,
    formState: { dirtyFields, isDirty },
  } = form;
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

  const save = (values: UpdateProfileRequest, overwrite: boolean) => {
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
          if (!conflict.caught(error, () => save(values, true))) form.setServerErrors(error, fieldNames);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader title="Profile" description="How you and your business appear on Oja." />
      <CardContent>
        <EditConflictDialog {...conflict.dialog} />
        <Form
          form={form}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(values) => save(values, false)}
        >
          <ProfileFields form={form} profile={profile} />
          <div className="flex items-end justify-end gap-2 sm:col-span-2">
            <Button variant="secondary" onClick={() => reset()} disabled={!isDirty || update.isPending}>
              Discard changes
            </Button>
            <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
