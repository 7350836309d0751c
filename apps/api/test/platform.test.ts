import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { redactUrl } from '../src/lib/logger.ts';
import { createTestApp, productionEnv, suiteApp, type TestApp } from './helpers/app.ts';

describe('platform', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('reports the process and the database on /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/healthz');
  });

  it('has applied every migration, with the extensions the schema needs', async () => {
    const { rows: ext } = await t.pool.query<{ extname: string }>('SELECT extname FROM pg_extension');
    expect(ext.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'citext', 'pgcrypto']));
    const { rows: tables } = await t.pool.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(tables.map((r) => r.tablename)).toEqual(expect.arrayContaining(['users', 'sessions', 'outbox']));
  });

  it('re-running the migrations is a no-op', async () => {
    const { rows: before } = await t.pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    await runMigrations(url);
    const { rows: after } = await t.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(after[0].n).toBe(before[0].n);
    expect(before[0].n).toBeGreaterThan(0);
  });

  it('lists every environment problem at once', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/,
    );
  });

  it('keeps a failing exit code of a process that loads the embedded database', () => {
    const embedded = fileURLToPath(new URL('../src/db/embedded.ts', import.meta.url));
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(3);
  });

  it('never writes a secret query value to the log', () => {
    expect(redactUrl('/v1/auth/reset-password?token=abc123&x=1')).toBe(
      '/v1/auth/reset-password?token=[redacted]&x=1',
    );
  });
});

describe('dev outbox', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('returns the messages sent to an address, newest first', async () => {
    await t.app.mailer.send({ channel: 'email', to: 'Ada@Example.com', subject: 'first', text: 'one' });
    await t.app.mailer.send({ channel: 'email', to: 'ada@example.com', subject: 'second', text: 'two' });
    await t.app.mailer.send({ channel: 'email', to: 'other@example.com', subject: 'x', text: 'x' });
    const res = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=ada@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
  });

  it('is not served in production', async () => {
    const prod = await createTestApp({ ...productionEnv(), DEV_OUTBOX: 'false' });
    const res = await prod.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=ada@example.com' });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
