import { PageHeader } from '@/components/layout/page-header';
import { StaffScreen } from '@/features/staff/components/staff-screen';

/** Settings → Staff (the owner's alone: the server refuses anyone else). */
export function StaffRoute() {
  return (
    <>
      <PageHeader title="Staff" description="Invite your team, give each a role, remove who has left." />
      <StaffScreen />
    </>
  );
}
