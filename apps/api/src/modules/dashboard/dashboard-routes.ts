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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import {
  getCustomerStats,
  getDaily,
  getMonthly,
  getRecentCustomers,
  getReports,
} from './dashboard-service.ts';

const tags = ['dashboard'];
const failed = { 400: errorEnvelope, 401: errorEnvelope };

/** The dashboard figures of SPEC §7 (reports, customers, daily, monthly, recent-customers) for a date range. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/dashboard/reports',
    {
      schema: {
        tags,
        summary:
          'Sales, orders, average order value, product/service split, invoices, wallet flows and top products, with the previous period',
        querystring: reportRangeQuery,
        response: { 200: envelope(reportsData), ...failed },
      },
    },
    async (request) =>
      ok(await getReports(app.db, request.user.id, request.query), dashboardMessages.reports),
  );

  r.get(
    '/v1/dashboard/customers',
    {
      schema: {
        tags,
        summary: 'New and returning customers (by buyer email) of the range and of the previous period',
        querystring: reportRangeQuery,
        response: { 200: envelope(customersData), ...failed },
      },
    },
    async (request) =>
      ok(await getCustomerStats(app.db, request.user.id, request.query), dashboardMessages.customers),
  );

  r.get(
    '/v1/dashboard/daily',
    {
      schema: {
        tags,
        summary: 'Sales and orders for every day of the range (zeros included)',
        querystring: reportRangeQuery,
        response: { 200: envelope(dailyData), ...failed },
      },
    },
    async (request) => ok(await getDaily(app.db, request.user.id, request.query), dashboardMessages.daily),
  );

  r.get(
    '/v1/dashboard/monthly',
    {
      schema: {
        tags,
        summary: 'Sales and orders per month of the range, or of the last 12 months (zeros included)',
        querystring: reportRangeQuery,
        response: { 200: envelope(monthlyData), ...failed },
      },
    },
    async (request) =>
      ok(await getMonthly(app.db, request.user.id, request.query), dashboardMessages.monthly),
  );

  r.get(
    '/v1/dashboard/recent-customers',
    {
      schema: {
        tags,
        summary: 'The latest distinct buyers with their order count and total spent',
        querystring: recentCustomersQuery,
        response: { 200: envelope(recentCustomersData), ...failed },
      },
    },
    async (request) =>
      ok(await getRecentCustomers(app.db, request.user.id, request.query), dashboardMessages.recentCustomers),
  );
}
