import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { MerchantMailDeps } from '../merchant-mail/merchant-mail.ts';

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

/** A 429 that says how long to wait, in the message and in Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new AppError('TOO_MANY_REQUESTS', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
