import type { Env } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConsoleEchoMailer } from './console-mailer.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/**
 * The mail transport chosen by env: SMTP, or the outbox table (read at /v1/dev/outbox only when
 * DEV_OUTBOX=true); with MAIL_CONSOLE every message is also printed through `write`.
 */
export function createMailer(
  env: Pick<Env, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_CONSOLE'>,
  db: Database,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Mailer {
  const { MAIL_TRANSPORT, SMTP_URL, MAIL_FROM, MAIL_CONSOLE } = env;
  const transport: Mailer =
    MAIL_TRANSPORT === 'smtp' && SMTP_URL ? new SmtpMailer(SMTP_URL, MAIL_FROM) : new OutboxMailer(db);
  return MAIL_CONSOLE ? new ConsoleEchoMailer(transport, write) : transport;
}

/**
 * The mailer for a transaction's own emails: with the outbox, a message is kept only if the transaction
 * commits (a rolled-back or replayed request sends nothing); SMTP sends at once, as it cannot wait.
 */
export const mailerWithin =
  (env: Pick<Env, 'MAIL_TRANSPORT' | 'SMTP_URL'>, mailer: Mailer) =>
  (tx: Executor): Mailer =>
    env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL ? mailer : new OutboxMailer(tx);
