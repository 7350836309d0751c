import { Download } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { useCustomersReport, useDailySales, useMonthlySales, useReports } from '../api/get-reports';
import { ChannelTable } from './channel-table';
import { downloadCsv } from './csv';
import { DailySalesChart, MonthlySalesChart } from './sales-charts';
import { figureRows, formatChange, formatFigure, reportCsv } from './report-figures';
import { ReportRangePicker } from './report-range-picker';
import { reportCell as td, ReportTable } from './report-table';
import { SalesCards } from './sales-cards';
import { useReportRange } from './use-report-range';

/** /reports: the figures, charts and top products for the chosen range, with CSV export. */
export function ReportsView() {
  const { range } = useReportRange();
  const reports = useReports(range);
  const customers = useCustomersReport(range);
  const daily = useDailySales(range);
  const monthly = useMonthlySales(range);
  const r = reports.data;
  return (
    <>
      <PageHeader
        title="Reports"
        description="Sales, orders and customers for the chosen period"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ReportRangePicker />
            <Button
              variant="secondary"
              disabled={!r}
              onClick={() =>
                r && downloadCsv(`oja-report-${range.from}-${range.to}.csv`, reportCsv(r, daily.data))
              }
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </Button>
          </div>
        }
      />
      <SalesCards reports={r} customers={customers.data} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader title="Daily sales" />
          <DailySalesChart data={daily.data} />
        </Card>
        <Card className="min-w-0">
          <CardHeader title="Monthly sales" />
          <MonthlySalesChart data={monthly.data} />
        </Card>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ReportTable
          title="Figures"
          description={r ? `Against ${r.previousRange.from} to ${r.previousRange.to}` : undefined}
          headers={['Figure', 'This period', 'Previous', 'Change']}
        >
          {r
            ? figureRows(r).map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {row.label}
                  </th>
                  <td className={`${td} tabular-nums`}>{formatFigure(row, row.current, r.currency)}</td>
                  <td className={`${td} tabular-nums`}>{formatFigure(row, row.previous, r.currency)}</td>
                  <td className={`${td} tabular-nums`}>{formatChange(row.change)}</td>
                </tr>
              ))
            : null}
        </ReportTable>
        <ReportTable title="Top products" description="By revenue" headers={['Product', 'Units', 'Revenue']}>
          {r?.topProducts.byRevenue.length ? (
            r.topProducts.byRevenue.map((p) => (
              <tr key={p.productId}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {p.name}
                </th>
                <td className={td}>{p.units}</td>
                <td className={td}>{formatMoney(p.revenue, r.currency)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className={`${td} text-slate-600`}>
                No product sales in this period
              </td>
            </tr>
          )}
        </ReportTable>
        <ChannelTable range={range} />
      </div>
    </>
  );
}
