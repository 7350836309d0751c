import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layout/dashboard-layout';
import { DraftOwner } from '@/components/form/draft-owner';
import { FullPageLoader } from '@/components/layout/full-page-loader';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/session/use-profile';
import { NOTIFICATIONS, permissionsOf } from '@/lib/session/permissions';
import { useSessionInfo } from '@/lib/session/use-session-info';
import { useLogout } from '@/features/accounts/api/logout';
import { useUpdateTheme } from '@/features/accounts/api/update-theme';
import { useUnreadCount } from '@/features/messaging/hooks/use-unread-count';
import { CommandCenter } from '@/features/search/components/command-center';
import type { PaletteItem } from '@/features/search/lib/palette-items';
import { useUnreadNotificationCount } from '@/features/notifications/hooks/use-unread-notification-count';
import { ApiError } from '@/lib/api-error';
import { businessKindOf } from '@/lib/business-kind';
import { adoptTheme } from '@/lib/theme';
import type { UserProfile } from '@/types/api';

const displayName = (user: UserProfile) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.businessName || user.email;

function AccountUnavailable({ message, action }: { message: string; action: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
      <h1 className="text-xl font-semibold text-slate-900">We could not load your account</h1>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {action}
    </main>
  );
}

/**
 * The auth guard. Signed-out visitors never get past the profile request: its 401 sends them to
 * /login?redirectTo=… (API client). The layout appears only once the profile has an email.
 */
export function AppLayoutRoute() {
  const profile = useProfile();
  const user = profile.data;
  const me = useSessionInfo().data;
  const allowed = permissionsOf(me);
  const staffName = me?.actor.kind === 'staff' ? me.actor.name : null;
  // The sidebar and bell badges, kept live over the websocket once the layout is shown (when the role reads them).
  const unreadMessages = useUnreadCount(user?.email && allowed.can('messages') ? user.id : undefined);
  const unreadNotifications = useUnreadNotificationCount(Boolean(user?.email) && allowed.can(NOTIFICATIONS));
  // The theme kept on the profile wins over this device's copy: the choice follows the user.
  const theme = user?.theme;
  useEffect(() => {
    if (theme) adoptTheme(theme);
  }, [theme]);
  const updateTheme = useUpdateTheme();
  const logout = useLogout();
  // The palette's actions that belong to the account: the theme and signing out.
  const accountActions: PaletteItem[] = [
    {
      id: 'action:theme',
      group: 'Actions',
      label: 'Toggle dark mode',
      run: () => updateTheme.mutate(document.documentElement.classList.contains('dark') ? 'light' : 'dark'),
    },
    { id: 'action:sign-out', group: 'Actions', label: 'Sign out', run: () => logout.mutate() },
  ];

  if (user?.email) {
    return (
      <DashboardLayout
        name={staffName ?? displayName(user)}
        business={user.businessName}
        image={staffName ? null : user.image}
        showNotifications={allowed.can(NOTIFICATIONS)}
        allowed={allowed}
        role={user.role}
        verificationStatus={user.verificationStatus}
        stage={user.stage}
        stageVerificationStatus={user.stageVerificationStatus}
        businessKind={businessKindOf(user)}
        unreadMessages={unreadMessages}
        unreadNotifications={unreadNotifications}
        headerActions={
          <CommandCenter userId={me?.actor.id ?? user.id} actions={accountActions} allowed={allowed} />
        }
      >
        <DraftOwner userId={user.id}>
          <Outlet />
        </DraftOwner>
      </DashboardLayout>
    );
  }

  if (user) {
    return (
      <AccountUnavailable
        message="Your profile has no email address. Log in again; if this keeps happening, contact support."
        action={
          <Link to={paths.auth.login.getHref()} className={buttonStyles()}>
            Log in again
          </Link>
        }
      />
    );
  }

  if (profile.isError && !(profile.error instanceof ApiError && profile.error.handled)) {
    return (
      <AccountUnavailable
        message={profile.error.message}
        action={
          <Button onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      />
    );
  }

  return <FullPageLoader />;
}
