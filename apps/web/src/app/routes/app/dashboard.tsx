import { useQueryClient } from '@tanstack/react-query';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { profileQueryKey, useProfile } from '@/features/auth/api/get-profile';
import { TodaysBookings } from '@/features/calendar/components/todays-bookings';
import { VerifyEmailBanner } from '@/features/onboarding/components/verify-email-banner';
import { TaskList } from '@/features/tasks/components/task-list';
import { VerificationCenter } from '@/features/verification/components/verification-center';
import { useFirstVisit } from '@/hooks/use-first-visit';
import type { UserProfile } from '@/types/api';

export function DashboardRoute() {
  const { data: user } = useProfile();
  // The layout shows this page only once the profile is loaded.
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: UserProfile }) {
  const queryClient = useQueryClient();
  const firstVisit = useFirstVisit('dashboard', user.id);
  return (
    <>
      <VerificationCenter profile={user} profileQueryKey={profileQueryKey} />
      {user.isEmailVerified ? null : (
        <VerifyEmailBanner
          email={user.email}
          onVerified={(verified) => queryClient.setQueryData(profileQueryKey, verified)}
        />
      )}
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
