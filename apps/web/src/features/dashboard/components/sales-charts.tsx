import type { DailyData, MonthlyData } from '@oja/contracts';
import { BarChart } from '@/components/chart/bar-chart';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { moneyAxis } from './chart-scale';

const CHART_HEIGHT = 256;

const loading = (
  <div className="flex items-center justify-center" style={{ height: CHART_HEIGHT }}>
    <Spinner />
  </div>
);

interface SalesBarsProps {
  points: ReadonlyArray<{ sales: number }>;
  names: string[];
  currency: string;
  label: string;
  tickLabel?: (name: string) => string;
}

/**
 * Sales as bars: a day or month without sales has no bar (a smoothed line would draw sales between
 * points). The Y axis has round ticks with compact labels ('₦2.2M') and a width that fits them.
 */
function SalesBars({ points, names, currency, label, tickLabel }: SalesBarsProps) {
  const values = points.map((point) => point.sales);
  return (
    <BarChart
      label={label}
      values={values}
      names={names}
      tickLabel={tickLabel}
      axis={moneyAxis(values, currency)}
      describe={(value) => `Sales ${formatMoney(value, currency)}`}
      height={CHART_HEIGHT}
    />
  );
}

/** Daily sales of the range; a spinner of the chart's height until the figures are in. */
export function DailySalesChart({ data }: { data?: DailyData }) {
  if (!data) return loading;
  return (
    <SalesBars
      points={data.days}
      names={data.days.map((day) => day.date)}
      currency={data.currency}
      label={`Daily sales from ${data.range.from} to ${data.range.to}`}
      tickLabel={(date) => date.slice(5)}
    />
  );
}

export function MonthlySalesChart({ data }: { data?: MonthlyData }) {
  if (!data) return loading;
  return (
    <SalesBars
      points={data.months}
      names={data.months.map((month) => month.month)}
      currency={data.currency}
      label="Monthly sales"
    />
  );
}
