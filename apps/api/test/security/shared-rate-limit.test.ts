import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createPool } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Two instances on one database, as behind a load balancer: a route's limit (the waitlist: 20 a minute
 * per client address) counts the requests of both, not 20 on each. Another client, and another route,
 * keep counts of their own.
 */
const LIMIT = 20;

describe('request limits shared by every instance', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondPool: ReturnType<typeof createPool>;
  beforeAll(async () => {
    t = await createTestApp();
    secondPool = createPool(t.pool.options.connectionString!, 3);
    second = await buildApp({ env: t.env, pool: secondPool, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondPool?.end();
    await t?.close();
  });

  const join = (app: FastifyInstance, i: number, remoteAddress = '198.51.100.20') =>
    app.inject({
      method: 'POST',
      url: '/v1/users/waitlist',
      remoteAddress,
      payload: { email: `visitor${i}@example.com` },
    });

  it('refuses the client past the limit counted across both instances, with the time left', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 4; i++) codes.push((await join(i % 2 ? second : t.app, i)).statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(codes.slice(0, LIMIT).every((c) => c === 201)).toBe(true);
    const refused = await join(second, 99);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is counted apart.
    expect((await join(t.app, 100, '198.51.100.21')).statusCode).toBe(201);
  });

  it('counts each route apart', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      remoteAddress: '198.51.100.20',
      payload: { email: 'nobody@example.com' },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('lets requests through when the count itself fails: a limit never decides a request', async () => {
    await t.pool.query('ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_away');
    try {
      expect((await join(t.app, 300, '198.51.100.30')).statusCode).toBe(201);
    } finally {
      await t.pool.query('ALTER TABLE rate_limit_windows_away RENAME TO rate_limit_windows');
    }
  });

  it('starts a new window once the last one has ended', async () => {
    await t.pool.query(`UPDATE rate_limit_windows SET resets_at = now() - interval '1 second'`);
    expect((await join(second, 200)).statusCode).toBe(201);
    const { rows } = await t.pool.query<{ hits: number }>(
      `SELECT hits FROM rate_limit_windows WHERE key LIKE '%/v1/users/waitlist POST 198.51.100.20'`,
    );
    expect(rows).toEqual([{ hits: 1 }]);
  });
});
