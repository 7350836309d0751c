import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { createTestApp, TEST_ENV } from '../helpers/app.ts';
import { createTestPool } from '../helpers/database.ts';

/** Sends `head`, then — once `between` has run — the blank line that ends it; resolves with the raw answer. */
function requestAcross(port: number, head: string, between: () => void) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      setTimeout(() => {
        between();
        setTimeout(() => socket.write('\r\n'), 50);
      }, 50);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('an instance that is stopping', () => {
  it('answers a request that reached it as it began to stop, and closes that connection', async () => {
    const t = await createTestApp({ ALLOWED_HOSTS: 'localhost' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    let closed!: Promise<void>;
    const answer = await requestAcross(port, 'GET /readyz HTTP/1.1\r\nHost: localhost\r\n', () => {
      closed = t.close();
    });
    await closed;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"status":"ready"');
  });

  it('is not ready once it has begun to stop, so a load balancer sends it nothing more', async () => {
    const { pool } = await createTestPool();
    let stopping = false;
    const app = await buildApp({ env: loadEnv({ ...TEST_ENV }), pool, stopping: () => stopping });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      stopping = true;
      const answer = await app.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'unavailable', database: 'ok' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
