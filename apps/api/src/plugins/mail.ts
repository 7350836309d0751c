import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { createMailer } from '../providers/mail/create-mailer.ts';
import type { Mailer } from '../providers/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    app.decorate('mailer', createMailer(opts.env, app.db));
  },
  { dependencies: ['db'] },
);
