import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { OutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { SmtpMailer } from '../providers/mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const { MAIL_TRANSPORT, SMTP_URL, MAIL_FROM } = opts.env;
    const mailer: Mailer =
      MAIL_TRANSPORT === 'smtp' && SMTP_URL ? new SmtpMailer(SMTP_URL, MAIL_FROM) : new OutboxMailer(app.db);
    app.decorate('mailer', mailer);
  },
  { dependencies: ['db'] },
);
