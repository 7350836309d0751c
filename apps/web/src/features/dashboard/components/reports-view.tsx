import { Download } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { useCustomersReport, useDailySales, useMonthlySales, useReports } from '../api/get-reports';
import { downloadCsv } from './csv';
import { LazyDailyChart, LazyMonthlyChart } from './lazy-charts';
import { figureRows, formatChange, formatFigure, reportCsv } from './report-figures';
import { ReportRangePicker } from './report-range-picker';
import { SalesCards } from './sales-cards';
import { useReportRange } from './use-report-range';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-2 text-sm text-slate-800';

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
          <LazyDailyChart data={daily.data} />
        </Card>
        <Card className="min-w-0">
          <CardHeader title="Monthly sales" />
          <LazyMonthlyChart data={monthly.data} />
        </Card>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader
            title="Figures"
            description={r ? `Against ${r.previousRange.from} to ${r.previousRange.to}` : undefined}
          />
          {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Figures">
            <table className="w-full">
              <caption className="sr-only">Figures</caption>
              <thead>
                <tr>
                  <th className={th} scope="col">
                    Figure
                  </th>
                  <th className={th} scope="col">
                    This period
                  </th>
                  <th className={th} scope="col">
                    Previous
                  </th>
                  <th className={th} scope="col">
                    Change
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {r
                  ? figureRows(r).map((row) => (
                      <tr key={row.label}>
                        <th scope="row" className={`${td} text-left font-medium`}>
                          {row.label}
                        </th>
                        <td className={`${td} tabular-nums`}>{formatFigure(row, row.current, r.currency)}</td>
                        <td className={`${td} tabular-nums`}>
                          {formatFigure(row, row.previous, r.currency)}
                        </td>
                        <td className={`${td} tabular-nums`}>{formatChange(row.change)}</td>
                      </tr>
                    ))
                  : null}
              </tbody>
            </table>
          </div>
        </Card>
        <Card className="min-w-0">
          <CardHeader title="Top products" description="By revenue" />
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Top products">
            <table className="w-full">
              <caption className="sr-only">Top products</caption>
              <thead>
                <tr>
                  <th className={th} scope="col">
                    Product
                  </th>
                  <th className={th} scope="col">
                    Units
                  </th>
                  <th className={th} scope="col">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
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
              </tbody>
            </table>
          </div>
        </Card>
      </div>
    </>
  );
}
