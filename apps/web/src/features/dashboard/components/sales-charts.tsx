import type { DailyData, MonthlyData } from '@oja/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount } from '@/lib/format';

/** Recharts lives only in this lazily loaded chunk. */
export function DailySalesChart({ data }: { data: DailyData }) {
  return (
    <div
      className="h-64 w-full"
      role="img"
      aria-label={`Daily sales from ${data.range.from} to ${data.range.to}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data.days} margin={{ left: 8, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} stroke="#475569" />
          <YAxis fontSize={12} stroke="#475569" tickFormatter={(v: number) => formatAmount(v)} width={72} />
          <Tooltip formatter={(v) => formatAmount(Number(v))} />
          <Area
            type="monotone"
            dataKey="sales"
            name="Sales"
            stroke="#1d4ed8"
            fill="#dbeafe"
            strokeWidth={2}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

export function MonthlySalesChart({ data }: { data: MonthlyData }) {
  return (
    <div className="h-64 w-full" role="img" aria-label="Monthly sales">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.months} margin={{ left: 8, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" fontSize={12} stroke="#475569" />
          <YAxis fontSize={12} stroke="#475569" tickFormatter={(v: number) => formatAmount(v)} width={72} />
          <Tooltip formatter={(v) => formatAmount(Number(v))} />
          <Bar dataKey="sales" name="Sales" fill="#1d4ed8" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
