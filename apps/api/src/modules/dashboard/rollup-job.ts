import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { rebuildAllRollups } from './rollup-rebuild.ts';
import { moneyRollups } from './money-rollups.ts';
import { productWindowRollups } from './product-windows.ts';
import { rollupRepository } from './rollup-repository.ts';

/**
 * Orders changed this long before the last run are read again: an order written just before a run but
 * committed after its snapshot still has an updated_at before the run started.
 */
export const ROLLUP_OVERLAP_MS = 5 * 60_000;

export interface RollupRun {
  days: number;
  buyers: number;
  completeBefore: string;
  ms: number;
}

/**
 * One catch-up of the sales roll-ups, in one transaction under an advisory lock (null when another
 * instance holds it): the first run rebuilds every roll-up from the whole history set-wise; later runs
 * recompute every whole past day touched since the last run (orders, invoices, wallet entries) and the
 * product windows holding one — all of them when a day has ended. Then the state moves on.
 */
export async function runRollups(db: Database): Promise<RollupRun | null> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    if (!(await rollupRepository.tryLock(tx))) return null;
    const previous = await rollupRepository.state(tx);
    const { startedAt, today } = await rollupRepository.clock(tx);
    if (!previous) {
      const { days, buyers } = await rebuildAllRollups(tx, today);
      const ms = Math.round(performance.now() - started);
      await rollupRepository.saveState(tx, startedAt, today, ms);
      return { days, buyers, completeBefore: today, ms };
    }
    const since = new Date(previous.watermark.getTime() - ROLLUP_OVERLAP_MS);
    const days = await rollupRepository.collectDays(tx, since, previous.completeBefore, today);
    let buyers = 0;
    if (days > 0) {
      await rollupRepository.rebuildDaily(tx);
      await rollupRepository.rebuildProducts(tx);
      buyers = await rollupRepository.rebuildBuyers(tx);
    }
    await moneyRollups.catchUp(tx, since, previous.completeBefore, today);
    if (previous.completeBefore !== today) await productWindowRollups.rebuildAll(tx, today);
    else if (days > 0) await productWindowRollups.refresh(tx, today);
    const ms = Math.round(performance.now() - started);
    await rollupRepository.saveState(tx, startedAt, today, ms);
    return { days, buyers, completeBefore: today, ms };
  });
}

export interface RollupJobs {
  /** Runs one catch-up now, after any run in progress; resolves to what it did (null: locked elsewhere). */
  runOnce(): Promise<RollupRun | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboardRollups: RollupJobs;
  }
}

/** The roll-up job: every DASHBOARD_ROLLUP_INTERVAL_MS (never overlapping), stopped on close. */
export const rollupJobsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const { runOnce } = intervalJob(app, {
      name: 'dashboard roll-ups',
      intervalMs: env.DASHBOARD_ROLLUP_INTERVAL_MS,
      work: () => runRollups(app.db),
    });
    app.decorate('dashboardRollups', { runOnce });
  },
  { name: 'dashboard-rollups', dependencies: ['db'] },
);
