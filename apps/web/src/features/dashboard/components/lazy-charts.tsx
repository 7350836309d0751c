import type { DailyData, MonthlyData } from '@oja/contracts';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

const Daily = lazy(() => import('./sales-charts').then((m) => ({ default: m.DailySalesChart })));
const Monthly = lazy(() => import('./sales-charts').then((m) => ({ default: m.MonthlySalesChart })));

const fallback = (
  <div className="flex h-64 items-center justify-center">
    <Spinner />
  </div>
);

export const LazyDailyChart = ({ data }: { data?: DailyData }) =>
  data ? (
    <Suspense fallback={fallback}>
      <Daily data={data} />
    </Suspense>
  ) : (
    fallback
  );

export const LazyMonthlyChart = ({ data }: { data?: MonthlyData }) =>
  data ? (
    <Suspense fallback={fallback}>
      <Monthly data={data} />
    </Suspense>
  ) : (
    fallback
  );
