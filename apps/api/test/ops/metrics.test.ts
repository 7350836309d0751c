import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intervalJob } from '../../src/lib/interval-job.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { parsePrometheusText, valueOf } from './prometheus-text.ts';

const METRICS_TOKEN = randomBytes(24).toString('hex');
const scrape = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return { text: res.body, samples: parsePrometheusText(res.body), type: res.headers['content-type'] };
};

describe('GET /metrics access', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp({ METRICS_TOKEN })));

  it('is 401 without the bearer token or with another one, and 200 with it, also by IP', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
      METRICS_TOKEN,
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const byIp = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, host: '10.1.2.3:3000' },
    });
    expect(byIp.statusCode).toBe(200);
    // The scheme's name is case-insensitive.
    const lower = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${METRICS_TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      for (const accept of ['*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
        const res = await bare.app.inject({
          url: '/metrics',
          headers: {
            authorization: `Bearer ${METRICS_TOKEN}`,
            accept,
            host: new URL(bare.env.PUBLIC_URL).host,
          },
        });
        // A plain 404, never the dashboard's page (a scraper or an uptime check would read 200 as data).
        expect(res.statusCode, accept).toBe(404);
        expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      }
    } finally {
      await bare.close();
    }
  });
});

describe('GET /metrics content', () => {
  let t: TestApp;
  let failing: () => Promise<unknown>;
  suiteApp(
    async () =>
      (t = await createTestApp({ METRICS_TOKEN }, (app) => {
        ({ runOnce: failing } = intervalJob(app, {
          name: 'always fails',
          intervalMs: 0,
          work: () => Promise.reject(new Error('no luck')),
        }));
      })),
  );
  afterEach(() => vi.useRealTimers());

  it('is Prometheus text with the process, pool and ledger metrics', async () => {
    const { samples, type } = await scrape(t);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    for (const name of [
      'oja_db_pool_connections',
      'oja_db_pool_idle_connections',
      'oja_db_pool_waiting_clients',
    ])
      expect(valueOf(samples, name, { pool: 'app' }), name).toBeGreaterThanOrEqual(0);
    const ledger = samples.filter((s) => s.name === 'oja_ledger_invariant_violations');
    expect(Object.fromEntries(ledger.map((s) => [s.labels.check, s.value]))).toEqual({
      walletDrift: 0,
      unbalanced: 0,
      orphanAccounts: 0,
      negativeWallets: 0,
    });
  });

  it('reports the connections the pool holds', async () => {
    const held = await Promise.all([t.pool.connect(), t.pool.connect()]);
    try {
      const { samples } = await scrape(t);
      expect(valueOf(samples, 'oja_db_pool_connections', { pool: 'app' })).toBeGreaterThanOrEqual(2);
      expect(valueOf(samples, 'oja_db_pool_waiting_clients', { pool: 'app' })).toBe(0);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    const m = await createMerchant(t);
    const id = randomUUID();
    const requests = { method: 'GET', route: '/v1/products/:id', status_class: '4xx' };
    const before = valueOf((await scrape(t)).samples, 'oja_http_requests_total', requests) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ url: `/v1/products/${id}`, headers: m.headers });
    await t.app.inject({ url: `/no-such-page/${id}` });
    await t.app.inject({ url: '/healthz' });

    const { text, samples } = await scrape(t);
    expect(valueOf(samples, 'oja_http_requests_total', requests)).toBe(before + 3);
    expect(valueOf(samples, 'oja_http_request_duration_seconds_count', requests)).toBe(before + 3);
    expect(valueOf(samples, 'oja_http_requests_total', { route: '(unmatched)', status_class: '4xx' })).toBe(
      1,
    );
    expect(valueOf(samples, 'oja_http_requests_total', { route: '/healthz', status_class: '2xx' })).toBe(1);
    expect(text).not.toContain(id);
  });

  it('counts the runs and failures of every background job, with the last duration', async () => {
    await t.app.dashboardRollups.runOnce();
    await t.app.dashboardRollups.runOnce();
    await expect(failing()).rejects.toThrow('no luck');

    const { samples } = await scrape(t);
    expect(valueOf(samples, 'oja_job_runs_total', { job: 'dashboard roll-ups' })).toBe(2);
    expect(valueOf(samples, 'oja_job_failures_total', { job: 'dashboard roll-ups' })).toBe(0);
    expect(valueOf(samples, 'oja_job_last_duration_seconds', { job: 'dashboard roll-ups' })).toBeGreaterThan(
      0,
    );
    expect(valueOf(samples, 'oja_job_failures_total', { job: 'always fails' })).toBe(1);
  });

  it('reports a broken ledger at the next check, at most a minute after the last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const drift = { check: 'walletDrift' };
    expect(valueOf((await scrape(t)).samples, 'oja_ledger_invariant_violations', drift)).toBe(0);
    // A wallet credited without its ledger entries.
    const m = await createMerchant(t);
    await t.pool.query(`INSERT INTO wallets (merchant_id, currency, balance) VALUES ($1, 'NGN', 500)`, [
      m.id,
    ]);
    expect(valueOf((await scrape(t)).samples, 'oja_ledger_invariant_violations', drift)).toBe(0);
    vi.setSystemTime(Date.now() + 61_000);
    expect(valueOf((await scrape(t)).samples, 'oja_ledger_invariant_violations', drift)).toBe(1);
  });
});
