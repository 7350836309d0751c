import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** Exposes the connection pool and the Drizzle handle; the pool is owned by whoever created it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { pool: pg.Pool }) => {
    app.decorate('pool', opts.pool);
    app.decorate('db', createDatabase(opts.pool));
  },
  { name: 'db' },
);
