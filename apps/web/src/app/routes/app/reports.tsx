import { ReportsView } from '@/features/dashboard/components/reports-view';

export function ReportsRoute() {
  return <ReportsView />;
}
