import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { rollupJobsPlugin } from './rollup-job.ts';
import { taskRoutes } from './task-routes.ts';

/**
 * The dashboard (docs/product/dashboard.md): its figures, the roll-up job behind them (exposed as app.dashboardRollups, so
 * the module is not encapsulated; its route plugins are), and the tasks.
 */
export const dashboardModule = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    await app.register(rollupJobsPlugin, { env });
    await app.register(dashboardRoutes);
    await app.register(taskRoutes);
  },
  { name: 'dashboard', dependencies: ['db', 'auth'] },
);
