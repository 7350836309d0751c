import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { profileQueryKey, useProfile } from '@/features/auth/api/get-profile';
import { TodaysBookings } from '@/features/calendar/components/todays-bookings';
import { TaskList } from '@/features/tasks/components/task-list';
import { VerificationCenter } from '@/features/verification/components/verification-center';

export function DashboardRoute() {
  const { data: user } = useProfile();
  return (
    <>
      {user ? <VerificationCenter profile={user} profileQueryKey={profileQueryKey} /> : null}
      <DashboardOverview
        firstName={user?.firstName ?? ''}
        businessName={user?.businessName}
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
