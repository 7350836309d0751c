import { PageHeader } from '@/components/layout/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { profileQueryKey, useProfile } from '@/features/auth/api/get-profile';
import { useLogout } from '@/features/auth/api/logout';
import { LogoutButton } from '@/features/auth/components/logout-button';

/** Profile, password and session. A password change ends the session. */
export function AccountRoute() {
  const { data: profile } = useProfile();
  const logout = useLogout();
  return (
    <>
      <PageHeader
        title="Account"
        description="Manage your profile, password and session."
        actions={<LogoutButton />}
      />
      {profile ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
          <ProfileForm key={profile.id} profile={profile} profileQueryKey={profileQueryKey} />
          <ChangePasswordForm onChanged={() => logout.mutate()} />
        </div>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
