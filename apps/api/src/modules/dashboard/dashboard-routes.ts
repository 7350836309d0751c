import {
  customersData,
  dailyData,
  dashboardMessages,
  envelope,
  errorEnvelope,
  monthlyData,
  recentCustomersData,
  recentCustomersQuery,
  reportRangeQuery,
  reportsData,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import {
  getCustomerStats,
  getDaily,
  getMonthly,
  getRecentCustomers,
  getReports,
} from './dashboard-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['dashboard'];
const failed = { 400: errorEnvelope, 401: errorEnvelope };

/** One figure of the dashboard: read for the signed-in merchant from its query. */
interface Figure<Q extends z.ZodType, D extends z.ZodType> {
  url: string;
  summary: string;
  querystring: Q;
  data: D;
  read: (db: Executor, merchantId: string, query: z.infer<Q>) => Promise<z.infer<D>>;
  message: string;
}

const figure = <Q extends z.ZodType, D extends z.ZodType>(spec: Figure<Q, D>) => spec;

const figures = [
  figure({
    url: '/v1/dashboard/reports',
    summary:
      'Sales, orders, average order value, product/service split, invoices, wallet flows and top products, with the previous period',
    querystring: reportRangeQuery,
    data: reportsData,
    read: getReports,
    message: dashboardMessages.reports,
  }),
  figure({
    url: '/v1/dashboard/customers',
    summary: 'New and returning customers (by buyer email) of the range and of the previous period',
    querystring: reportRangeQuery,
    data: customersData,
    read: getCustomerStats,
    message: dashboardMessages.customers,
  }),
  figure({
    url: '/v1/dashboard/daily',
    summary: 'Sales and orders for every day of the range (zeros included)',
    querystring: reportRangeQuery,
    data: dailyData,
    read: getDaily,
    message: dashboardMessages.daily,
  }),
  figure({
    url: '/v1/dashboard/monthly',
    summary: 'Sales and orders per month of the range, or of the last 12 months (zeros included)',
    querystring: reportRangeQuery,
    data: monthlyData,
    read: getMonthly,
    message: dashboardMessages.monthly,
  }),
  figure({
    url: '/v1/dashboard/recent-customers',
    summary: 'The latest distinct buyers with their order count and total spent',
    querystring: recentCustomersQuery,
    data: recentCustomersData,
    read: getRecentCustomers,
    message: dashboardMessages.recentCustomers,
  }),
];

/** The dashboard figures of docs/product/dashboard.md#calls (reports, customers, daily, monthly, recent-customers) for a date range. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  // Each figure's query is parsed by its own querystring schema before `read` sees it.
  for (const { url, summary, querystring, data, read, message } of figures) {
    r.get(
      url,
      {
        config: { permission: 'reports.read' },
        schema: { tags, summary, querystring, response: { 200: envelope(data), ...failed } },
      },
      async (request) => ok(await read(app.db, request.user.id, request.query as never), message),
    );
  }
}
