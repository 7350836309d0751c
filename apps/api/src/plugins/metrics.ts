import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Env } from '../config/env.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { type AppMetrics, createAppMetrics } from '../lib/app-metrics.ts';
import { checkLedger, type LedgerCheck } from '../modules/wallet/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The label of every request no route matched (404s), so unknown URLs never add series. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A scrape reuses the ledger check of the last minute; scrapes in between cost nothing. */
const LEDGER_CHECK_MAX_AGE_MS = 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
/** `Authorization: Bearer <token>`, the scheme's name in any case (RFC 9110 §11.1). */
const bearerMatches = (request: FastifyRequest, token: string) => {
  const [scheme = '', given = ''] = (request.headers.authorization ?? '').split(' ', 2);
  return scheme.toLowerCase() === 'bearer' && timingSafeEqual(digest(given), digest(token));
};

/** The ledger invariants (modules/wallet/ledger-check.ts) as a gauge, computed at most once a minute. */
function ledgerGauge(app: FastifyInstance) {
  let last: { at: number; check: Promise<LedgerCheck> } | undefined;
  const latest = () => {
    if (!last || Date.now() - last.at > LEDGER_CHECK_MAX_AGE_MS) {
      const check = checkLedger(app.db);
      last = { at: Date.now(), check };
      check.catch(() => (last = undefined));
    }
    return last.check;
  };
  new Gauge({
    name: 'oja_ledger_invariant_violations',
    help: 'Ledger accounts breaking each invariant (wallet drift, unbalanced, orphan accounts, negative wallets); 0 when sound. Absent when the check could not run.',
    labelNames: ['check'],
    registers: [app.metrics.registry],
    async collect() {
      this.reset();
      const result = await latest().catch((error: unknown) => {
        app.log.warn({ err: error }, 'ledger check failed');
        return undefined;
      });
      for (const [check, count] of Object.entries(result ?? {})) this.set({ check }, count);
    },
  });
}

/**
 * The app's Prometheus metrics (lib/app-metrics.ts): every answered request by route pattern, the
 * database pool, the background jobs (lib/interval-job.ts) and the ledger check. GET /metrics serves them
 * only when METRICS_TOKEN is set, and only to `Authorization: Bearer <METRICS_TOKEN>` (decision 034).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    app.decorate('metrics', createAppMetrics());
    app.metrics.watchPool('app', app.pool);
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      app.metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    ledgerGauge(app);

    const token = env.METRICS_TOKEN;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Not served without a token: a plain 404, never the dashboard's page a scraper would take for data.
      if (!token) throw notFound('Metrics');
      if (!bearerMatches(request, token))
        throw new AppError('UNAUTHENTICATED', messages.unauthenticated, undefined, {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      const { contentType, body } = await app.metrics.text();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
