import type { DailyData, MonthlyData } from '@oja/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useNearViewport } from '@/hooks/use-near-viewport';

const Daily = lazy(() => import('./sales-charts').then((m) => ({ default: m.DailySalesChart })));
const Monthly = lazy(() => import('./sales-charts').then((m) => ({ default: m.MonthlySalesChart })));

const fallback = (
  <div className="flex h-64 items-center justify-center">
    <Spinner />
  </div>
);

/**
 * The chart chunk (about 110 KB gzip) and its render are the heaviest work of /dashboard: they start
 * only once the data is there and the chart is near the viewport, after the numbers above it.
 */
function DeferredChart({ ready, children }: { ready: boolean; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>{ready && near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>
  );
}

export const LazyDailyChart = ({ data }: { data?: DailyData }) => (
  <DeferredChart ready={Boolean(data)}>{data ? <Daily data={data} /> : null}</DeferredChart>
);

export const LazyMonthlyChart = ({ data }: { data?: MonthlyData }) => (
  <DeferredChart ready={Boolean(data)}>{data ? <Monthly data={data} /> : null}</DeferredChart>
);
