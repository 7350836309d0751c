import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { TodaysBookings } from '@/features/calendar/components/todays-bookings';
import { VerifyEmailBanner } from '@/features/accounts/components/verify-email-banner';
import { TaskList } from '@/features/dashboard/components/task-list';
import { VerificationCenter } from '@/features/verification/components/verification-center';
import { useFirstVisit } from '@/hooks/use-first-visit';
import { useProfile, useSession } from '@/lib/session/use-profile';
import type { UserProfile } from '@/types/api';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { permissionsOf } from '@/lib/session/permissions';
import { useSessionInfo } from '@/lib/session/use-session-info';

export function DashboardRoute() {
  const { data: user } = useProfile();
  // The layout shows this page only once the profile is loaded.
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: UserProfile }) {
  const session = useSession();
  const firstVisit = useFirstVisit('dashboard', user.id);
  const sessionInfo = useSessionInfo();
  const me = sessionInfo.data;
  const allowed = permissionsOf(me);
  // The figures are the owner's and a role's to read: nothing is asked before it is known whose they are.
  if (sessionInfo.isPending) return <LoadingState />;
  // A staff member sees what their role reads; the verification and the owner's email are the owner's.
  if (!allowed.isOwner) {
    const greeting = `Welcome, ${me?.actor.name ?? 'there'}`;
    const bookings = allowed.can('bookings.read') ? (
      <>
        <TaskList />
        <TodaysBookings />
      </>
    ) : null;
    return allowed.can('reports.read') ? (
      <DashboardOverview greeting={greeting} businessName={user.businessName} aside={bookings} />
    ) : (
      <>
        <PageHeader
          title={greeting}
          description={`You work in ${user.businessName ?? 'this business'} on Oja.`}
        />
        {bookings ? <div className="grid grid-cols-1 gap-6 md:grid-cols-2">{bookings}</div> : null}
      </>
    );
  }
  return (
    <>
      <VerificationCenter profile={user} />
      {user.isEmailVerified ? null : <VerifyEmailBanner email={user.email} onVerified={session.set} />}
      <DashboardOverview
        greeting={`${firstVisit ? 'Welcome' : 'Welcome back'}, ${user.firstName || 'there'}`}
        businessName={user.businessName}
        aside={
          <>
            <TaskList />
            <TodaysBookings />
          </>
        }
      />
    </>
  );
}
