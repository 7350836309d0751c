import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { merchantMailDeps, type MerchantMailDeps } from '../merchant-mail/index.ts';

/** What the messaging services need from the app. */
export interface MessagingContext {
  db: Database;
  mailer: Mailer;
  /** Where links in emails point (the dashboard's public address). */
  publicUrl: string;
  /** Emails to buyers go through the merchant's daily email limit. */
  mail: MerchantMailDeps;
  limits: { conversationsPerDay: number };
}

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const messagingContextOf = (app: FastifyInstance, env: Env): MessagingContext => ({
  db: app.db,
  mailer: app.mailer,
  publicUrl: env.PUBLIC_URL,
  mail: merchantMailDeps(app.mailer, env),
  limits: { conversationsPerDay: env.CONVERSATION_STARTS_PER_DAY },
});
