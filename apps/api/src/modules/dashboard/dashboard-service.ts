import {
  type CustomersData,
  type DailyData,
  fromMinor,
  type MonthlyData,
  percentChange,
  type RecentCustomersData,
  type RecentCustomersQuery,
  type ReportRange,
  type ReportRangeQuery,
  type ReportsData,
  type SalesFigures,
  TOP_PRODUCTS,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { customerStatsRepository } from './customer-stats-repository.ts';
import { moneyFigures } from './money-repository.ts';
import { monthsRange, previousRange, resolveRange, splitRange } from './report-range.ts';
import { rollupRepository } from './rollup-repository.ts';
import { salesRepository } from './sales-repository.ts';
import { type ProductTotals, topProducts } from './top-products.ts';

const completeBefore = rollupRepository.completeBefore;

/** Σ totalPrice ÷ orders, to the nearest minor unit. */
const average = (sales: number, orders: number) => (orders === 0 ? 0 : Math.round(sales / orders));

async function figures(
  db: Executor,
  merchantId: string,
  currency: string,
  range: ReportRange,
  cut: string | null,
): Promise<SalesFigures> {
  const parts = splitRange(range, cut);
  const [types, money] = await Promise.all([
    salesRepository.totals(db, merchantId, currency, parts),
    moneyFigures(db, merchantId, currency, range, parts),
  ]);
  const product = types.find((t) => t.type === 'PRODUCT') ?? { orders: 0, sales: 0, units: 0 };
  const service = types.find((t) => t.type === 'SERVICE') ?? { orders: 0, sales: 0, units: 0 };
  const sales = product.sales + service.sales;
  const orders = product.orders + service.orders;
  return {
    sales: fromMinor(sales),
    orders,
    averageOrderValue: fromMinor(average(sales, orders)),
    unitsSold: product.units,
    product: { sales: fromMinor(product.sales), orders: product.orders },
    service: { sales: fromMinor(service.sales), orders: service.orders },
    invoices: {
      issued: { count: money.issuedCount, amount: fromMinor(money.issuedAmount) },
      paid: { count: money.paidCount, amount: fromMinor(money.paidAmount) },
    },
    wallet: {
      inflow: fromMinor(money.inflow),
      outflow: fromMinor(money.outflow),
      net: fromMinor(money.inflow - money.outflow),
    },
    vat: { collected: fromMinor(money.vatCollected) },
  };
}

const toTop = ({ productId, name, units, revenue }: ProductTotals) => ({
  productId,
  name,
  units,
  revenue: fromMinor(revenue),
});

/** GET /v1/dashboard/reports: the range's figures, the previous period's, the change, and the top products. */
export async function getReports(
  db: Executor,
  merchantId: string,
  query: ReportRangeQuery,
): Promise<ReportsData> {
  const range = resolveRange(query);
  const before = previousRange(range);
  const cut = await completeBefore(db);
  const [current, previous, top] = await Promise.all([
    figures(db, merchantId, query.currency, range, cut),
    figures(db, merchantId, query.currency, before, cut),
    topProducts(db, merchantId, query.currency, splitRange(range, cut), cut, TOP_PRODUCTS),
  ]);
  return {
    currency: query.currency,
    range,
    previousRange: before,
    current,
    previous,
    change: {
      sales: percentChange(current.sales, previous.sales),
      orders: percentChange(current.orders, previous.orders),
      averageOrderValue: percentChange(current.averageOrderValue, previous.averageOrderValue),
      unitsSold: percentChange(current.unitsSold, previous.unitsSold),
      productSales: percentChange(current.product.sales, previous.product.sales),
      serviceSales: percentChange(current.service.sales, previous.service.sales),
      invoicesIssued: percentChange(current.invoices.issued.amount, previous.invoices.issued.amount),
      invoicesPaid: percentChange(current.invoices.paid.amount, previous.invoices.paid.amount),
      walletInflow: percentChange(current.wallet.inflow, previous.wallet.inflow),
      walletOutflow: percentChange(current.wallet.outflow, previous.wallet.outflow),
      vatCollected: percentChange(current.vat.collected, previous.vat.collected),
    },
    topProducts: {
      byRevenue: top.filter((p) => p.rankBy === 'revenue').map(toTop),
      byUnits: top.filter((p) => p.rankBy === 'units').map(toTop),
    },
  };
}

async function customerFigures(
  db: Executor,
  merchantId: string,
  currency: string,
  range: ReportRange,
  cut: string | null,
) {
  const counts = await customerStatsRepository.counts(
    db,
    merchantId,
    currency,
    range,
    splitRange(range, cut),
  );
  return { customers: counts.newCustomers + counts.returningCustomers, ...counts };
}

/** GET /v1/dashboard/customers: new and returning buyers of the range and of the previous period. */
export async function getCustomerStats(
  db: Executor,
  merchantId: string,
  query: ReportRangeQuery,
): Promise<CustomersData> {
  const range = resolveRange(query);
  const before = previousRange(range);
  const cut = await completeBefore(db);
  const [current, previous] = await Promise.all([
    customerFigures(db, merchantId, query.currency, range, cut),
    customerFigures(db, merchantId, query.currency, before, cut),
  ]);
  return {
    currency: query.currency,
    range,
    previousRange: before,
    current,
    previous,
    change: {
      customers: percentChange(current.customers, previous.customers),
      newCustomers: percentChange(current.newCustomers, previous.newCustomers),
      returningCustomers: percentChange(current.returningCustomers, previous.returningCustomers),
    },
  };
}

/** The orders and sales of each point of a series (zeros included), as the contracts name the point. */
async function seriesOf(db: Executor, merchantId: string, query: ReportRangeQuery, unit: 'day' | 'month') {
  const range = unit === 'day' ? resolveRange(query) : monthsRange(query);
  const parts = splitRange(range, await completeBefore(db));
  const rows = await salesRepository.series(db, merchantId, query.currency, range, parts, unit);
  const points = rows.map((r) => ({ point: r.point, orders: r.orders, sales: fromMinor(r.sales) }));
  return { currency: query.currency, range, points };
}

export async function getDaily(
  db: Executor,
  merchantId: string,
  query: ReportRangeQuery,
): Promise<DailyData> {
  const { points, ...series } = await seriesOf(db, merchantId, query, 'day');
  return { ...series, days: points.map(({ point, ...figures }) => ({ date: point, ...figures })) };
}

export async function getMonthly(
  db: Executor,
  merchantId: string,
  query: ReportRangeQuery,
): Promise<MonthlyData> {
  const { points, ...series } = await seriesOf(db, merchantId, query, 'month');
  return { ...series, months: points.map(({ point, ...figures }) => ({ month: point, ...figures })) };
}

export async function getRecentCustomers(
  db: Executor,
  merchantId: string,
  query: RecentCustomersQuery,
): Promise<RecentCustomersData> {
  const cut = await completeBefore(db);
  const rows = await customerStatsRepository.recent(
    db,
    merchantId,
    query.currency,
    cut ? new Date(`${cut}T00:00:00Z`) : null,
    query.limit,
  );
  return {
    currency: query.currency,
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      lastOrderDate: r.lastOrderAt.toISOString(),
      ordersCount: r.orders,
      totalSpent: fromMinor(r.spent),
    })),
  };
}
