import type { DailyData, MonthlyData } from '@oja/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/format';
import { moneyAxis } from './chart-scale';

interface SalesBarsProps {
  points: ReadonlyArray<{ sales: number }>;
  dataKey: 'date' | 'month';
  currency: string;
  label: string;
  tickLabel?: (value: string) => string;
}

/**
 * Sales as bars: a day or month without sales has no bar (a smoothed line would draw sales between
 * points). The Y axis has round ticks with compact labels ('₦2.2M') and a width that fits them.
 * Recharts lives only in this lazily loaded chunk.
 */
function SalesBars({ points, dataKey, currency, label, tickLabel }: SalesBarsProps) {
  const axis = moneyAxis(
    points.map((point) => point.sales),
    currency,
  );
  return (
    <div className="h-64 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points as Array<{ sales: number }>} margin={{ left: 0, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey={dataKey} tickFormatter={tickLabel} fontSize={12} stroke="#475569" minTickGap={12} />
          <YAxis
            fontSize={12}
            stroke="#475569"
            ticks={axis.ticks}
            domain={axis.domain}
            tickFormatter={axis.format}
            width={axis.width}
            allowDecimals
          />
          <Tooltip formatter={(value) => [formatMoney(Number(value), currency), 'Sales']} />
          <Bar
            dataKey="sales"
            name="Sales"
            fill="#1d4ed8"
            radius={[3, 3, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function DailySalesChart({ data }: { data: DailyData }) {
  return (
    <SalesBars
      points={data.days}
      dataKey="date"
      currency={data.currency}
      label={`Daily sales from ${data.range.from} to ${data.range.to}`}
      tickLabel={(date) => date.slice(5)}
    />
  );
}

export function MonthlySalesChart({ data }: { data: MonthlyData }) {
  return <SalesBars points={data.months} dataKey="month" currency={data.currency} label="Monthly sales" />;
}
