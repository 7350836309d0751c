import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useProfile } from '@/features/auth/api/get-profile';

export function DashboardRoute() {
  const { data: user } = useProfile();
  return <DashboardOverview firstName={user?.firstName ?? ''} businessName={user?.businessName} />;
}
