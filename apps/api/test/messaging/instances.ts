import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { createDatabase, createPool } from '../../src/db/client.ts';
import { TEST_ENV, type TestApp } from '../helpers/app.ts';

export type Instance = TestApp & { wsUrl: string };

/** One more API instance on the given database, listening on a free port like a real server. */
export async function startInstance(url: string, overrides: Record<string, string> = {}): Promise<Instance> {
  const env = loadEnv({ ...TEST_ENV, ...overrides });
  const pool = createPool(url, 10);
  const app: FastifyInstance = await buildApp({ env, pool });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    pool,
    env,
    db: createDatabase(pool),
    wsUrl: `ws://127.0.0.1:${port}/v1/ws`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
