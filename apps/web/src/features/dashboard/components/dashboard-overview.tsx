import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardHeader } from '@/components/ui/card';
import { useCustomersReport, useDailySales, useMonthlySales, useReports } from '../api/get-reports';
import { DailySalesChart, MonthlySalesChart } from './sales-charts';
import { RecentCustomers } from './recent-customers';
import { ReportRangePicker } from './report-range-picker';
import { SalesCards } from './sales-cards';
import { useReportRange } from './use-report-range';

interface DashboardOverviewProps {
  /** 'Welcome, Ada' on the merchant's first visit, 'Welcome back, Ada' afterwards (the route decides). */
  greeting: string;
  businessName?: string | null;
  /** Side panels composed by the route (tasks, today's bookings). */
  aside?: ReactNode;
}

/** The welcome header, the range picker, sales cards, charts and recent customers (all follow the range). */
export function DashboardOverview({ greeting, businessName, aside }: DashboardOverviewProps) {
  const { range } = useReportRange();
  const reports = useReports(range);
  const customers = useCustomersReport(range);
  const daily = useDailySales(range);
  const monthly = useMonthlySales(range);
  return (
    <>
      <PageHeader
        title={greeting}
        description={
          businessName
            ? `Here is what is happening at ${businessName}.`
            : 'Here is what is happening in your business.'
        }
        actions={<ReportRangePicker />}
      />
      <SalesCards reports={reports.data} customers={customers.data} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader title="Daily sales" description={`${range.from} to ${range.to}`} />
          <DailySalesChart data={daily.data} />
        </Card>
        <Card className="min-w-0">
          <CardHeader title="Monthly sales" description="Sales by month" />
          <MonthlySalesChart data={monthly.data} />
        </Card>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentCustomers />
        </div>
        <div className="flex min-w-0 flex-col gap-6">{aside}</div>
      </div>
    </>
  );
}
