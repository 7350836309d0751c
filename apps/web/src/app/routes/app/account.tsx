import { accountMessages } from '@oja/contracts';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { ThemePicker } from '@/features/accounts/components/theme-picker';
import { SettingsLinks } from '@/features/accounts/components/settings-links';
import { useEndSession } from '@/features/accounts/api/logout';
import { LogoutButton } from '@/features/accounts/components/logout-button';
import { LogisticsSettings } from '@/features/logistics/components/logistics-settings';
import { VerifyEmailForm } from '@/features/accounts/components/verify-email-form';
import { useProfile, useSession } from '@/lib/session/use-profile';
import { useSessionInfo } from '@/lib/session/use-session-info';
import { StaffAccount, StaffLink } from '@/features/staff/components/account-cards';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/types/api';

/** Profile, appearance, password and session. A password change ends the session (the server revokes it). */
export function AccountRoute() {
  const { data: profile } = useProfile();
  const { data: me } = useSessionInfo();
  const session = useSession();
  const endSession = useEndSession();

  const emailVerified = (user: UserProfile) => {
    session.set(user);
    toast.success(accountMessages.emailVerified);
  };

  if (profile && me?.actor.kind === 'staff')
    return (
      <StaffAccount name={me.actor.name} businessName={profile.businessName} actions={<LogoutButton />} />
    );

  return (
    <>
      <PageHeader
        title="Account"
        description="Manage your profile, password and session."
        actions={<LogoutButton />}
      />
      {profile ? <StaffLink /> : null}
      {profile ? (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
          <ProfileForm key={profile.id} profile={profile} />
          <div className="flex flex-col gap-6">
            {profile.isEmailVerified ? null : (
              <Card>
                <CardHeader
                  title="Verify your email"
                  description={`Enter the 6-digit code we sent to ${profile.email}, or ask for a new one.`}
                />
                <CardContent>
                  <VerifyEmailForm onVerified={emailVerified} />
                </CardContent>
              </Card>
            )}
            <ThemePicker />
            <SettingsLinks />
            <ChangePasswordForm onChanged={endSession} />
          </div>
        </div>
      ) : (
        <LoadingState />
      )}
      <LogisticsSettings contact={profile} />
      <Card className="mt-6">
        <CardHeader
          title="Webhooks"
          description="Send signed events to your own systems when orders, payments and more happen."
          action={
            <Link
              to={paths.app.webhooks.getHref()}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              Manage webhooks
            </Link>
          }
        />
      </Card>
    </>
  );
}
