import type { DailyData, ReportsData } from '@oja/contracts';
import { formatCount, formatMoney } from '@/lib/format';
import { toCsv } from './csv';

/** One row of the figures table: money (major units, as the API sends it) or a count. */
export interface FigureRow {
  label: string;
  kind: 'money' | 'count';
  current: number;
  previous: number;
  change: number | null;
}

/** The rows of the figures table: this period, the previous one and the change. */
export const figureRows = (r: ReportsData): FigureRow[] => [
  {
    label: 'Sales',
    kind: 'money',
    current: r.current.sales,
    previous: r.previous.sales,
    change: r.change.sales,
  },
  {
    label: 'Orders',
    kind: 'count',
    current: r.current.orders,
    previous: r.previous.orders,
    change: r.change.orders,
  },
  {
    label: 'Average order value',
    kind: 'money',
    current: r.current.averageOrderValue,
    previous: r.previous.averageOrderValue,
    change: r.change.averageOrderValue,
  },
  {
    label: 'Units sold',
    kind: 'count',
    current: r.current.unitsSold,
    previous: r.previous.unitsSold,
    change: r.change.unitsSold,
  },
  {
    label: 'Product sales',
    kind: 'money',
    current: r.current.product.sales,
    previous: r.previous.product.sales,
    change: r.change.productSales,
  },
  {
    label: 'Service sales',
    kind: 'money',
    current: r.current.service.sales,
    previous: r.previous.service.sales,
    change: r.change.serviceSales,
  },
  {
    label: 'Invoices paid',
    kind: 'money',
    current: r.current.invoices.paid.amount,
    previous: r.previous.invoices.paid.amount,
    change: r.change.invoicesPaid,
  },
  {
    label: 'Wallet inflow',
    kind: 'money',
    current: r.current.wallet.inflow,
    previous: r.previous.wallet.inflow,
    change: r.change.walletInflow,
  },
  {
    label: 'VAT collected',
    kind: 'money',
    current: r.current.vat.collected,
    previous: r.previous.vat.collected,
    change: r.change.vatCollected,
  },
];

export const formatChange = (value: number | null) => (value === null ? '—' : `${value}%`);

/** A figure as the table shows it: money with its symbol and 2 decimals ('₦21,880.00'), counts grouped. */
export const formatFigure = (row: Pick<FigureRow, 'kind'>, value: number, currency: string) =>
  row.kind === 'money' ? formatMoney(value, currency) : formatCount(value);

/** A figure for a spreadsheet: plain numbers, money with 2 decimals (the currency is in the title row). */
const csvFigure = (row: FigureRow, value: number) =>
  row.kind === 'money' ? value.toFixed(2) : String(value);

export const reportCsv = (r: ReportsData, daily?: DailyData) =>
  toCsv([
    [`Report ${r.range.from} to ${r.range.to} (${r.currency})`],
    ['Figure', 'This period', 'Previous period', 'Change'],
    ...figureRows(r).map((row) => [
      row.label,
      csvFigure(row, row.current),
      csvFigure(row, row.previous),
      formatChange(row.change),
    ]),
    [],
    ['Top product', 'Units', 'Revenue'],
    ...r.topProducts.byRevenue.map((p) => [p.name, p.units, p.revenue.toFixed(2)]),
    [],
    ['Date', 'Sales', 'Orders'],
    ...(daily?.days ?? []).map((d) => [d.date, d.sales.toFixed(2), d.orders]),
  ]);
