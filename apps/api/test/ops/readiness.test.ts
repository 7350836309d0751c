import { describe, expect, it } from 'vitest';
import { committedMigrations } from '../../src/db/migration-status.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';

describe('GET /readyz', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));
  const last = committedMigrations().at(-1)!;

  it('is ready when the database answers and every committed migration is applied', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', pendingMigrations: [] });
  });

  it('answers a probe that addresses the instance by IP, as a load balancer does', async () => {
    const res = await t.app.inject({ url: '/readyz', headers: { host: '10.1.2.3:3000' } });
    expect(res.statusCode).toBe(200);
  });

  it('is 503 naming the migration this database has not applied, while /healthz stays live', async () => {
    const { rows } = await t.pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = $1 RETURNING hash, created_at',
      [last.when],
    );
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', pendingMigrations: [last.tag] });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.pool.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        rows[0].hash,
        rows[0].created_at,
      ]);
    }
  });

  it('names every migration when the database was never migrated', async () => {
    await t.pool.query('ALTER SCHEMA drizzle RENAME TO drizzle_hidden');
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().pendingMigrations).toEqual(committedMigrations().map((m) => m.tag));
    } finally {
      await t.pool.query('ALTER SCHEMA drizzle_hidden RENAME TO drizzle');
    }
  });
});

describe('GET /readyz without a database', () => {
  it('is 503 with the database unavailable', async () => {
    const t = await createTestApp();
    await t.pool.end();
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable', pendingMigrations: [] });
    } finally {
      await t.app.close();
    }
  });
});
