import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one app instance (docs/deploy.md#metrics). Each app has a registry of its
 * own, so several apps in one process (the tests) never collide; the process metrics (CPU, memory,
 * event loop, GC) describe the process, not an app, and are collected once per process and merged in
 * when scraped. Built on prom-client: https://github.com/siimon/prom-client#readme
 */

let processRegistry: Registry | undefined;
/** Default metrics start timers and observers; started once per process, however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds between the bounds of the request latency histogram (5 ms to 10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'oja_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class (2xx, 4xx…).',
    labelNames: requestLabels,
    registers,
  });
  const latency = new Histogram({
    name: 'oja_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by route pattern, method and status class.',
    labelNames: requestLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'oja_job_runs_total',
    help: 'Runs of each background job on this instance.',
    labelNames: ['job'],
    registers,
  });
  const jobFailures = new Counter({
    name: 'oja_job_failures_total',
    help: 'Runs of each background job on this instance that failed.',
    labelNames: ['job'],
    registers,
  });
  const jobDuration = new Gauge({
    name: 'oja_job_last_duration_seconds',
    help: 'How long the last run of each background job on this instance took.',
    labelNames: ['job'],
    registers,
  });
  const pools = new Map<string, pg.Pool>();
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers,
      collect() {
        for (const [pool, handle] of pools) this.set({ pool }, read(handle));
      },
    });
  poolGauge('oja_db_pool_connections', 'Open connections of each PostgreSQL pool.', (p) => p.totalCount);
  poolGauge('oja_db_pool_idle_connections', 'Idle connections of each PostgreSQL pool.', (p) => p.idleCount);
  poolGauge(
    'oja_db_pool_waiting_clients',
    'Queries of each PostgreSQL pool waiting for a connection.',
    (p) => p.waitingCount,
  );

  return {
    registry,
    /** Counts one answered request: `route` is the route's pattern, never the raw URL. */
    recordRequest(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    /** `work`, counted as runs of `job`: every run, its failures, and how long the last one took. */
    timeJob<A extends unknown[], R>(job: string, work: (...args: A) => Promise<R>) {
      // A job is listed from the start, with no runs and no failures yet.
      jobRuns.inc({ job }, 0);
      jobFailures.inc({ job }, 0);
      return async (...args: A): Promise<R> => {
        const stop = jobDuration.startTimer({ job });
        jobRuns.inc({ job });
        try {
          return await work(...args);
        } catch (error) {
          jobFailures.inc({ job });
          throw error;
        } finally {
          stop();
        }
      };
    },
    /** Reports a connection pool's size, idle and waiting counts under `name`. */
    watchPool(name: string, pool: pg.Pool) {
      pools.set(name, pool);
    },
    /** The metrics of this app and of its process, in Prometheus's text format. */
    async text(): Promise<{ contentType: string; body: string }> {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
