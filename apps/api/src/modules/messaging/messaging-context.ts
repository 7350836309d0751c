import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { MerchantMailDeps } from '../merchant-mail/index.ts';

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
